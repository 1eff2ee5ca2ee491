import type { Caller, Person, World } from './world.js';

/**
 * Who may call a route or field at all, as the specification (its "Roles and permissions" sections) and the README
 * give it. Written by hand for each line of the tables, never read from the code's own declarations, so a dropped
 * check fails the matrix instead of moving its expectation along with it.
 *  - public: anyone, visitors too;
 *  - member: any signed-in member, on public community data or on the caller's own rows;
 *  - admin: the admin only;
 *  - owner: the member the path, query or body names (whose data is read), or the admin;
 *  - author: the member the path or body names as the one who writes, and nobody else: not even the admin writes in
 *    another member's name.
 */
export type Who = 'public' | 'member' | 'admin' | 'owner' | 'author';

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

/** One line of a table: who may call it, and what it says about whose data the call names. */
export interface Rule {
  who: Who;
  /** A's row the call names by its number (a member or owner line). */
  owned?: Owned;
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

export type Refusal = 401 | 403 | 404 | 409;
export type Expect = { allow: true } | { allow: false; status: Refusal };

const refuse = (status: Refusal): Expect => ({ allow: false, status });
const ALLOW: Expect = { allow: true };

/** The expected outcome from the line alone: who may call it, then whose member it names or whose row. */
export function expected(rule: Rule, caller: Caller, variant: 'named' | 'resource'): Expect {
  const { who, owned } = rule;
  if (caller === 'visitor') return who === 'public' ? ALLOW : refuse(401);
  if (who === 'admin') return caller === 'admin' ? ALLOW : refuse(403);
  if (caller === 'owner' || who === 'public') return ALLOW;
  if (variant === 'named') {
    if (who === 'author') return refuse(403);
    if (who === 'owner') return caller === 'admin' ? ALLOW : refuse(403);
  }
  if (!owned) return ALLOW;
  if (caller === 'admin') return owned.admin === 'allow' ? ALLOW : refuse(owned.other === 'allow' ? 403 : owned.other);
  return owned.other === 'allow' ? ALLOW : refuse(owned.other);
}

/**
 * The variants a caller gets: naming A where the line lets only A (or the admin) be named, A's row where the line
 * names one, and otherwise the caller's own number.
 */
export function variantsOf(rule: Rule, caller: Caller): ('named' | 'resource')[] {
  if (caller === 'visitor' || caller === 'owner' || rule.who === 'public' || rule.who === 'admin') return ['named'];
  const out: ('named' | 'resource')[] = [];
  if (rule.who === 'owner' || rule.who === 'author') out.push('named');
  if (rule.owned || out.length === 0) out.push('resource');
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
