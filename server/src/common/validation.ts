import { msg, readIssue } from '@scene-shop/domain';
import { validate, type ValidationError } from 'class-validator';
import { badInput } from './errors.js';

function firstProblem(errors: ValidationError[], prefix = ''): { field: string; message: string } | null {
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const message = e.constraints ? Object.values(e.constraints)[0] : undefined;
    if (message) return { field, message };
    const nested = firstProblem(e.children ?? [], field);
    if (nested) return nested;
  }
  return null;
}

/**
 * Runs class-validator and reports the first problem as a BAD_USER_INPUT error with its message: the constraint's
 * catalogue key (`{ message: issue('area.text') }`), or the catalogue's 'check your input' for a library default.
 */
export async function validateInput(value: unknown): Promise<void> {
  if (value === null || typeof value !== 'object') return;
  const problem = firstProblem(await validate(value, { forbidUnknownValues: false }));
  if (problem) throw badInput(readIssue(problem.message) ?? msg('common.badInput'), problem.field);
}

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * An input class instance holding the plain object's own fields. Unlike Object.assign, a `__proto__` key (which
 * JSON.parse makes an own property) can never replace the prototype and so skip the class's validation rules.
 */
export function toInput<T extends object>(Input: new () => T, raw: unknown): T {
  const input = new Input();
  if (raw === null || typeof raw !== 'object') return input;
  for (const [key, value] of Object.entries(raw)) {
    if (PROTOTYPE_KEYS.has(key)) continue;
    Object.defineProperty(input, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return input;
}
