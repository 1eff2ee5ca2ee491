import { validate, type ValidationError } from 'class-validator';
import { badInput } from './errors.js';
import { MSG } from './messages.js';

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

/** Runs class-validator and reports the first problem as a BAD_USER_INPUT error with its (Korean) message. */
export async function validateInput(value: unknown): Promise<void> {
  if (value === null || typeof value !== 'object') return;
  const problem = firstProblem(await validate(value, { forbidUnknownValues: false }));
  if (problem) throw badInput(problem.message || MSG.common.badInput, problem.field);
}
