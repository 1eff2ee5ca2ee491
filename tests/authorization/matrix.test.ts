/**
 * The authorization matrix (issue 15, suite 1): every shim route and every GraphQL Query and Mutation field, called
 * as a visitor, as member A (the owner of the rows named), as member B and as the admin. The expected outcome of each
 * cell comes from its line in REST_TABLE or GQL_TABLE, written by hand from the specification (who may call it,
 * whose rows it names), never from the routes' policies or the resolvers' @Authorized: removing a check fails here.
 * The server is read only to find routes and fields without a line, and lines without a route or field. A refused
 * cell must change no row, and no answer may show another member's private values. Then graphql-ws and STOMP: B can
 * neither subscribe to A's alerts or chat nor hear them.
 */
import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { changedTables, fingerprint } from '../security/fingerprint.js';
import { callerPerson, expected, forbiddenValues, leaks, variantsOf, type Ctx } from './cells.js';
import { loadSchema } from './documents.js';
import { realtimeCells, SUBSCRIPTIONS } from './realtime.js';
import { fieldTargets, graphqlTargets, restTargets, staleLines, type Target } from './targets.js';
import { buildWorld, CALLERS, type Caller, type World } from './world.js';

interface Planned {
  target: Target;
  caller: Caller;
  variant: 'named' | 'resource';
}

describe('authorization matrix', () => {
  let t: TestApp;
  let w: World;
  let schema: GraphQLSchema;
  let targets: Target[] = [];
  const cells = { rest: 0, graphql: 0, frames: 0 };

  beforeAll(async () => {
    // Social endpoints point at a closed loopback port: nothing leaves the machine.
    t = await startTestApp({ KAKAO_API_URL: 'http://127.0.0.1:9', NAVER_AUTH_URL: 'http://127.0.0.1:9' });
    w = await buildWorld(t);
    schema = await loadSchema(t.url);
    targets = [...restTargets().targets, ...graphqlTargets(schema).targets, ...fieldTargets()];
  });
  afterAll(async () => {
    const total = cells.rest + cells.graphql + cells.frames;
    console.info(
      `authorization matrix: ${total} cells — ${cells.rest} REST (${restTargets().targets.length} routes), ` +
        `${cells.graphql} GraphQL (${graphqlTargets(schema).targets.length + fieldTargets().length} fields), ${cells.frames} graphql-ws/STOMP frames`,
    );
    await t?.close();
  });

  const plan = (callers: readonly Caller[], wanted: (allow: boolean) => boolean): Planned[] =>
    targets.flatMap((target) =>
      callers.flatMap((caller) =>
        variantsOf(target.rule, caller)
          .filter((variant) => wanted(expected(target.rule, caller, variant).allow))
          .map((variant) => ({ target, caller, variant })),
      ),
    );

  /** Every answer the owner got: A's private values must show there, or their absence elsewhere proves nothing. */
  const ownerAnswers: string[] = [];

  /** Runs one cell and answers what is wrong with it: the outcome, and any private value of someone else. */
  async function run({ target, caller, variant }: Planned): Promise<string[]> {
    const me = callerPerson(w, caller);
    const x: Ctx = { w, me, named: variant === 'named' || !me ? w.a.no : me.no };
    const answer = await target.call(t.url, x, caller, me?.token);
    if (caller === 'owner') ownerAnswers.push(answer.text);
    if (target.name.includes('.')) cells.graphql += 1;
    else cells.rest += 1;
    const expect = expected(target.rule, caller, variant);
    const label = `${target.name} as ${caller}${variant === 'resource' && caller !== 'owner' ? " (A's row)" : ''}`;
    const problems: string[] = [];
    const wrong = target.judge(answer, expect, Boolean(target.rule.credentials));
    if (wrong) {
      const want = expect.allow ? 'allowed' : `refused ${expect.status}`;
      problems.push(`${label}: ${wrong} (expected ${want}) — ${answer.text.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
    for (const leak of leaks(answer.text, answer.sent, forbiddenValues(w, caller))) {
      problems.push(`${label}: shows someone else's private value ${JSON.stringify(leak.slice(0, 24))}`);
    }
    return problems;
  }

  it('has a line for every route and field, and no line for anything the server does not have', async () => {
    const missing = [...restTargets().missing, ...graphqlTargets(schema).missing];
    const subscriptions = Object.keys(schema.getSubscriptionType()?.getFields() ?? {});
    const unheard = subscriptions.filter((f) => !(f in SUBSCRIPTIONS)).map((f) => `Subscription.${f}: no line`);
    const gone = Object.keys(SUBSCRIPTIONS)
      .filter((f) => !subscriptions.includes(f))
      .map((f) => `Subscription.${f}`);
    expect([...missing, ...unheard, ...staleLines(schema), ...gone]).toEqual([]);
  });

  it('keeps graphql-ws and STOMP to their own member: B can neither subscribe to nor hear A', async () => {
    const { frames, problems } = await realtimeCells(t, w);
    cells.frames += frames;
    expect(problems).toEqual([]);
  });

  it('refuses every cell its line refuses, and a refused call changes no row', async () => {
    const problems: string[] = [];
    const refused = plan(CALLERS, (allow) => !allow);
    expect(refused.length).toBeGreaterThan(0);
    // A fingerprint after each target's refused cells, compared with the one before them (the previous target's
    // after: only refused calls run in between), so a changed row is blamed on that route or field.
    let before = await fingerprint(t.em());
    for (const target of targets) {
      const mine = refused.filter((p) => p.target === target);
      if (mine.length === 0) continue;
      for (const cell of mine) problems.push(...(await run(cell)));
      const after = await fingerprint(t.em());
      problems.push(...changedTables(before, after).map((c) => `${target.name}: a refused call changed ${c}`));
      before = after;
    }
    expect(problems).toEqual([]);
  });

  it("lets the owner at A's rows, then the others where their line allows, with no private value leaking", async () => {
    // The owner's writes come before the admin's, which may delete what they name (a post, a show).
    const problems: string[] = [];
    const owner = plan(['owner'], (allow) => allow);
    const last = (p: Planned) => (p.target.rule.ends ? 1 : 0);
    for (const cell of owner.sort((p, q) => last(p) - last(q))) problems.push(...(await run(cell)));
    for (const cell of plan(['visitor', 'other', 'admin'], (allow) => allow)) problems.push(...(await run(cell)));
    expect(problems).toEqual([]);
    const [email, tel, address] = w.a.secrets;
    const shown = [email!, tel!, address!].filter((v) => ownerAnswers.some((text) => text.includes(v)));
    expect(shown, "A's own answers show A's e-mail, tel and address").toEqual([email, tel, address]);
  });
});
