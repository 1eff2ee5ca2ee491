import { isNonNullType, type GraphQLField, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { LITERALS, selection } from './graphql-cases.js';
import { pick, type Rng } from './prng.js';
import { BAD_TOKENS, type Identity, type Seeded } from './seed.js';
import type { Received, SocketCase } from './socket-runner.js';
import { BAD_STRINGS, HUGE_STRING, NOT_INTS, NOT_STRINGS, ODD_INTS } from './values.js';

/** The graphql-ws subprotocol of /graphql (graphql-transport-ws). */
const PROTOCOL = 'graphql-transport-ws';
const PROTOCOL_TARGET = 'graphql-ws protocol';

/** Who may hold each subscription with a plain, valid document: anyone else must be refused with an error. */
const SUBSCRIBERS: Record<string, readonly Identity[]> = {
  alertReceived: ['member', 'admin'],
  chatEvents: ['member'],
  chatRoomChanged: ['admin'],
};

const json = (message: unknown) => JSON.stringify(message);
const PING = json({ type: 'ping' });

const parsed = (r: Received) =>
  r.texts.flatMap((t) => {
    try {
      return [JSON.parse(t) as { type?: string; id?: string; payload?: { data?: unknown } }];
    } catch {
      return [];
    }
  });

/** Closed by the server (the runner refuses 1006 and 1011). */
const closes = (r: Received) => r.closeCode !== undefined;

/** Every id of `ids` ended with an error or a complete, and the trailing ping was answered; or the server closed. */
const settles = (ids: readonly string[]) => (r: Received) => {
  if (closes(r)) return true;
  const messages = parsed(r);
  const ended = new Set(messages.filter((m) => m.type === 'error' || m.type === 'complete').map((m) => m.id));
  return messages.some((m) => m.type === 'pong') && ids.every((id) => ended.has(id));
};

/** A subscription of `ids` must not deliver data to a caller the server should have refused (errors come as next). */
const noData = (ids: readonly string[]) => (r: Received) =>
  parsed(r).some((m) => m.type === 'next' && ids.includes(m.id!) && m.payload?.data != null)
    ? ['delivered data to a refused subscription']
    : [];

const acknowledged = (r: Received) => parsed(r).some((m) => m.type === 'connection_ack');

/** A leading connection_init goes first and the rest waits for the ack, as a real client waits. */
function opened(messages: SocketCase['messages']): Pick<SocketCase, 'opening' | 'messages'> {
  const [first, ...rest] = messages;
  if (typeof first !== 'string' || !first.startsWith('{"type":"connection_init"')) return { messages };
  return { opening: { messages: [first], ready: acknowledged }, messages: rest };
}

class WsCases {
  readonly out: SocketCase[] = [];
  constructor(
    private readonly rng: Rng,
    private readonly s: Seeded,
  ) {}

  init(who: Identity): string {
    const auth = this.s.auth[who];
    return json({ type: 'connection_init', payload: auth ? { Authorization: auth } : {} });
  }

  /** Messages the server must answer by closing the socket. */
  closing(label: string, messages: SocketCase['messages'], protocols = [PROTOCOL]): void {
    this.out.push({
      target: PROTOCOL_TARGET,
      label,
      path: '/graphql',
      protocols,
      ...opened(messages),
      answered: closes,
    });
  }

  /** Subscribe messages of `ids` the server must end with an error (or complete), then a ping it must answer. */
  ending(target: string, label: string, messages: string[], ids: string[], refused = true): void {
    this.out.push({
      target,
      label,
      path: '/graphql',
      protocols: [PROTOCOL],
      ...opened([...messages, PING]),
      answered: settles(ids),
      ...(refused ? { check: noData(ids) } : {}),
    });
  }

  protocolCases(): void {
    const alerts = 'subscription { alertReceived { no } }';
    const sub = (id: string, query = alerts, extra: Record<string, unknown> = {}) =>
      json({ id, type: 'subscribe', payload: { query, ...extra } });
    const garbage: [string, SocketCase['messages'][number]][] = [
      ['bad JSON', '{"type":'],
      ['JSON null', 'null'],
      ['JSON array', '[]'],
      ['JSON string', '"connection_init"'],
      ['empty message', ''],
      ['unknown type', json({ type: 'nope' })],
      ['type __proto__', json({ type: '__proto__' })],
      ['subscribe without id and payload', json({ type: 'subscribe' })],
      ['subscriptions-transport-ws start', json({ type: 'start', id: '1', payload: { query: alerts } })],
      ['subscribe with null payload', json({ id: 'a', type: 'subscribe', payload: null })],
      ['subscribe with a numeric query', json({ id: 'a', type: 'subscribe', payload: { query: 1 } })],
      ['subscribe with string variables', sub('a', alerts, { variables: 'x' })],
      ['subscribe with a numeric id', json({ id: 5, type: 'subscribe', payload: { query: alerts } })],
      ['binary garbage', Buffer.from([0xff, 0xfe, 0x00, 0x7b])],
      ['text that is not UTF-8', { text: Buffer.from([0x7b, 0xc3, 0x28, 0xff, 0x7d]) }],
    ];
    for (const [label, message] of garbage) {
      this.closing(`${label} before connection_init`, [message]);
      this.closing(`${label} after connection_init`, [this.init('member'), message]);
    }
    this.closing('subscribe before connection_init', [sub('a')]);
    this.closing('connection_init twice', [this.init('member'), this.init('member')]);
    for (const payload of [5, 'x', [1], HUGE_STRING.slice(0, 60_000)])
      this.closing(`connection_init payload ${JSON.stringify(payload).slice(0, 12)}`, [
        json({ type: 'connection_init', payload }),
      ]);
    this.closing('message over 64 KB', [this.init('member'), sub('a', `${alerts} # ${'x'.repeat(70_000)}`)]);
    this.closing('duplicate subscription id', [this.init('member'), sub('a'), sub('a')]);
    this.closing('legacy subprotocol', [this.init('member')], ['graphql-ws']);
    this.closing('unknown subprotocol', [this.init('member')], ['nope']);
    this.closing('no subprotocol', [this.init('member')], []);

    // A valid subscription stays open and silent: only the hostile ones must end.
    const many = Array.from({ length: 300 }, (_, i) => `q${i}`);
    this.ending(
      PROTOCOL_TARGET,
      '300 open subscriptions, then a ping',
      [this.init('member'), ...many.map((id) => sub(id))],
      [],
      false,
    );
    const refused = many.map((id) => `bad-${id}`);
    this.ending(
      PROTOCOL_TARGET,
      '300 refused subscriptions',
      [this.init('member'), ...refused.map((id) => sub(id, `subscription { chatEvents(chatNo: -1) { chatNo } }`))],
      refused,
    );
    const ignored = [
      json({ type: 'complete', id: 'nope' }),
      json({ type: 'pong' }),
      json({ type: 'ping', payload: 5 }),
    ];
    this.ending(
      PROTOCOL_TARGET,
      'complete of no subscription, stray pong, odd ping',
      [this.init('member'), ...ignored],
      [],
    );
    this.ending(
      PROTOCOL_TARGET,
      'query under 64 KB of comment',
      [this.init('member'), sub('a', `{ __typename } # ${'x'.repeat(60_000)}`)],
      ['a'],
      false,
    );
    const send = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { no } }';
    const nul = { i: { chatNo: this.s.chatNo, content: 'a\u0000b' } };
    this.ending(
      PROTOCOL_TARGET,
      'NUL in the variables of a mutation',
      [this.init('admin'), sub('n', send, { variables: nul })],
      ['n'],
    );
    this.ending(
      PROTOCOL_TARGET,
      'prototype key in the variables',
      [
        this.init('admin'),
        `{"id":"p","type":"subscribe","payload":{"query":${json(send)},"variables":{"__proto__":{"x":1},"i":{"chatNo":${this.s.chatNo},"content":""}}}}`,
      ],
      ['p'],
    );
    const literal = `mutation { sendChatMessage(input: { chatNo: ${this.s.chatNo}, content: "a\\u0000b" }) { no } }`;
    this.ending(PROTOCOL_TARGET, 'NUL in a string literal', [this.init('admin'), sub('l', literal)], ['l']);
    this.ending(
      PROTOCOL_TARGET,
      'mutation over the socket',
      [this.init('member'), sub('m', 'mutation { withdraw(email: "x") }')],
      ['m'],
      false,
    );
    this.ending(
      PROTOCOL_TARGET,
      'id of 10 000 characters',
      [this.init('member'), sub('i'.repeat(10_000), 'subscription { nope }')],
      ['i'.repeat(10_000)],
    );

    // connectionParams that name nobody: the subscription that needs a member must be refused.
    const params: [string, string][] = [
      ...BAD_TOKENS.map((bad): [string, string] => [`token ${bad}`, json({ Authorization: this.s.auth[bad] })]),
      ['Authorization a number', json({ Authorization: 123 })],
      ['Authorization an object', json({ Authorization: { toString: this.s.auth.admin } })],
      ['Authorization an array', json({ Authorization: [this.s.auth.admin] })],
      ['Authorization under __proto__', `{"__proto__":{"Authorization":${json(this.s.auth.admin)}}}`],
      ['Authorization under constructor', json({ constructor: { prototype: { Authorization: this.s.auth.admin } } })],
      ['empty Bearer', json({ authorization: 'Bearer' })],
    ];
    for (const [label, payload] of params) {
      this.ending(
        'Subscription.alertReceived',
        `connectionParams ${label}`,
        [`{"type":"connection_init","payload":${payload}}`, sub('a')],
        ['a'],
      );
    }
  }

  /** A value of the argument's type that no valid subscription carries (null is valid for an optional room). */
  value(type: GraphQLInputType, who: 'member' | 'admin'): unknown {
    const inner = isNonNullType(type) ? type.ofType : type;
    // Another's room is refused to the member only: the admin may hear every room.
    const foreign = who === 'member' ? [this.s.foreignChatNo] : [];
    const ints = [...NOT_INTS.filter((v) => v !== null), ...ODD_INTS, ...foreign];
    if (String(inner) === 'Int') return pick(this.rng, ints);
    return pick(this.rng, [...BAD_STRINGS, ...NOT_STRINGS.filter((v) => v !== null)]);
  }

  fieldCases(field: GraphQLField<unknown, unknown>): void {
    const target = `Subscription.${field.name}`;
    const decl = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `subscription H${decl ? `(${decl})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selection(field.type, 1)} }`;
    const plain = `subscription { ${field.name} ${selection(field.type, 1)} }`;
    const sub = (who: Identity, label: string, payload: Record<string, unknown>) =>
      this.ending(target, `${label} (${who})`, [this.init(who), json({ id: 's', type: 'subscribe', payload })], ['s']);

    for (const who of ['anonymous', 'member', 'admin', ...BAD_TOKENS] as const) {
      if (!SUBSCRIBERS[field.name]?.includes(who)) sub(who, 'plain document', { query: plain });
    }
    for (let i = 0; field.args.length > 0 && i < 8; i++) {
      const who = pick(this.rng, ['member', 'admin'] as const);
      const variables = Object.fromEntries(field.args.map((a) => [a.name, this.value(a.type, who)]));
      sub(who, `variables ${json(variables).slice(0, 40)}`, { query, variables });
    }
    // null is a valid value of a nullable argument, which may make a valid (open and silent) subscription.
    const literalOf = (a: (typeof field.args)[number]) =>
      pick(this.rng, isNonNullType(a.type) ? LITERALS : LITERALS.filter((l) => l !== 'null'));
    const literal = `subscription { ${field.name}(${field.args.map((a) => `${a.name}: ${literalOf(a)}`).join(', ') || 'nope: 1'}) { __typename } }`;
    sub('member', `literal args ${literal.slice(15, 60)}`, { query: literal });
    sub('admin', 'unknown argument', { query: `subscription { ${field.name}(nope: 1) { __typename } }` });
    sub('member', 'unknown selection', { query: `subscription { ${field.name} { nope } }` });
    sub('admin', 'two root fields', {
      query: `subscription { a: ${field.name} { __typename } b: ${field.name} { __typename } }`,
    });
    sub('admin', '1 000 aliases', {
      query: `subscription { ${Array.from({ length: 1_000 }, (_, i) => `a${i}: ${field.name} { __typename }`).join(' ')} }`,
    });
    sub('member', 'variables an array', { query, variables: [1] });
    sub('member', 'unknown operationName', { query: plain, operationName: '__proto__' });
  }
}

/** Hostile graphql-ws conversations: the protocol itself, and each Subscription field's arguments and callers. */
export function graphqlWsCases(rng: Rng, seeded: Seeded, schema: GraphQLSchema): SocketCase[] {
  const cases = new WsCases(rng, seeded);
  cases.protocolCases();
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) cases.fieldCases(field);
  return cases.out;
}
