import type { Policy } from '../../server/src/context/policy.js';
import type { Caller, Person, World } from './world.js';

/**
 * How a call names member A's resource (a row number, not A's member number) that the service checks:
 *  - other: what member B gets. 403 is the rule ("a path or body naming another member gets 403"); 404 only where
 *    the service hides that the row exists at all (a post in its author's trash); 409 for an order line to review,
 *    refused like any line the caller may not review (the service's rule, pinned by my-review.test.ts); 'allow'
 *    where the answer is about the caller only (whether the caller may review that line).
 *  - admin: whether the service lets the admin act on it too (reading, moderating), or refuses like B.
 */
export interface Owned {
  other: 403 | 404 | 409 | 'allow';
  admin: 'allow' | 'deny';
}

/** What a table entry says about whose data the call names; a member-only entry must say one or the other. */
export interface Naming {
  owned?: Owned;
  /** Names nothing private of anyone: public community data, or the caller's own rows. */
  open?: true;
  /** Ends the row it names for good (a chat): its owner's cell runs after the owner's others. */
  ends?: true;
  /** The answer depends on credentials in the request (login, provider tokens): a 401 there refuses no caller. */
  credentials?: true;
}

/** What a builder knows: the world, the caller, and the member the request names (A, or the caller itself). */
export interface Ctx {
  w: World;
  me: Person | null;
  named: number;
}

/** A cell: one call as one caller; `variant` says whether it names A (`named`) or only A's resource. */
export interface Cell {
  target: string;
  caller: Caller;
  variant: 'named' | 'resource';
  expect: Expect;
}

export type Refusal = 401 | 403 | 404 | 409;
export type Expect = { allow: true } | { allow: false; status: Refusal };

const refuse = (status: Refusal): Expect => ({ allow: false, status });
const ALLOW: Expect = { allow: true };

/**
 * The expected outcome from the policy map: the route's or field's policy, then its `reader`/`author` (the call
 * names A) or the entry's ownership of A's resource.
 */
export function expected(
  policy: Policy,
  naming: Naming,
  guards: { reader: boolean; author: boolean },
  caller: Caller,
  variant: 'named' | 'resource',
): Expect {
  if (caller === 'visitor') return policy === 'anyone' ? ALLOW : refuse(401);
  if (policy === 'admin') return caller === 'admin' ? ALLOW : refuse(403);
  if (caller === 'owner' || policy === 'anyone') return ALLOW;
  if (variant === 'named') {
    if (guards.author) return refuse(403);
    if (guards.reader) return caller === 'admin' ? ALLOW : refuse(403);
  }
  const owned = naming.owned;
  if (!owned) return ALLOW;
  if (caller === 'admin') return owned.admin === 'allow' ? ALLOW : refuse(owned.other === 'allow' ? 403 : owned.other);
  return owned.other === 'allow' ? ALLOW : refuse(owned.other);
}

/** The variants a caller gets: naming A where a guard reads the named member, A's resource where the entry owns one. */
export function variantsOf(
  policy: Policy,
  naming: Naming,
  guards: { reader: boolean; author: boolean },
  caller: Caller,
): ('named' | 'resource')[] {
  if (caller === 'visitor' || caller === 'owner' || policy !== 'member') return ['named'];
  const out: ('named' | 'resource')[] = [];
  if (guards.reader || guards.author) out.push('named');
  if (naming.owned || out.length === 0) out.push('resource');
  return out;
}

/** Every private value of someone other than the caller that the caller must never read. */
export function forbiddenValues(w: World, caller: Caller): string[] {
  const me = callerPerson(w, caller);
  return w.people.flatMap((p) => {
    if (p === me) return [];
    return caller === 'admin' ? p.credentials : [...p.secrets, ...p.credentials];
  });
}

export function callerPerson(w: World, caller: Caller): Person | null {
  return { visitor: null, owner: w.a, other: w.b, admin: w.admin }[caller];
}

/** The private values an answer shows that its request did not carry itself. */
export function leaks(answer: string, request: string, values: string[]): string[] {
  return values.filter((v) => answer.includes(v) && !request.includes(v));
}
