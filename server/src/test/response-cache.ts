import { expect } from 'vitest';
import { Role } from '../common/enums.js';
import { startTestApp, type TestApp } from './harness.js';

/** A test app and an admin's token on it (the app closed again if the admin cannot be made). */
export async function startAppWithAdmin(): Promise<{ t: TestApp; admin: string }> {
  const t = await startTestApp();
  try {
    return { t, admin: (await t.member({ role: Role.ADMIN })).token };
  } catch (error) {
    await t.close();
    throw error;
  }
}

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
 * Reads until an answer comes from the cache's front door: no statement, for a visitor and a member alike (a
 * member's answer kept after the viewer's own lookup, one statement, does not count: the front door must take it).
 * The notifications of earlier writes arrive a moment later and may drop the first answers kept (and the front
 * door's knowledge of members), so a few reads may be needed; it fails if none is a hit. Gives the cached answer.
 */
export async function cached(read: Read): Promise<string> {
  let last = await read();
  for (let attempt = 0; attempt < 20; attempt++) {
    const next = await read();
    expect(next.text).toBe(last.text);
    if (next.statements === 0) return next.text;
    last = next;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never answered from the cache: ${last.text.slice(0, 200)}`);
}

/** Every read is cached first; after `write`, each answers anew and its answer shows `expected`. */
export async function freshAfter(reads: Read[], write: () => Promise<unknown>, expected: RegExp) {
  const before = [];
  for (const read of reads) before.push(await cached(read));
  for (const text of before) expect(text).not.toMatch(expected);
  await write();
  for (const read of reads) expect((await read()).text).toMatch(expected);
}
