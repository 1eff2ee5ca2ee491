import { expect } from 'vitest';
import type { TestApp } from './harness.js';

/** A read over GraphQL or a shim, as the text of its answer. */
export type Read = () => Promise<{ text: string; statements: number }>;

export const gqlRead =
  (t: TestApp, query: string, token?: string): Read =>
  async () => {
    const res = await t.gql(query, {}, token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return { text: JSON.stringify(res.data), statements: res.statements };
  };

export const shimRead =
  (t: TestApp, path: string, token?: string): Read =>
  async () => {
    const res = await t.rest('GET', path, { token });
    expect(res.status).toBe(200);
    return { text: JSON.stringify(res.body), statements: res.statements };
  };

/**
 * Reads until an answer comes from the cache: no statement beyond the viewer's own lookup (one for a member, none
 * for a visitor). The notifications of earlier writes arrive a moment later and may drop the first answers kept, so
 * a few reads may be needed; it fails if none is a hit. Gives the cached answer.
 */
export async function cached(read: Read, member = false): Promise<string> {
  let last = await read();
  for (let attempt = 0; attempt < 20; attempt++) {
    const next = await read();
    expect(next.text).toBe(last.text);
    if (next.statements === (member ? 1 : 0)) return next.text;
    last = next;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never answered from the cache: ${last.text.slice(0, 200)}`);
}

/** Every read is cached first; after `write`, each answers anew and its answer shows `expected`. */
export async function freshAfter(reads: [Read, boolean][], write: () => Promise<unknown>, expected: RegExp) {
  const before = [];
  for (const [read, member] of reads) before.push(await cached(read, member));
  for (const text of before) expect(text).not.toMatch(expected);
  await write();
  for (const [read] of reads) expect((await read()).text).toMatch(expected);
}
