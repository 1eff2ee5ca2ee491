import fs from 'node:fs';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { pick, type Rng } from './prng.js';
import type { HostileRequest } from './runner.js';
import { BAD_TOKENS, type Identity, type Seeded } from './seed.js';
import { headerVariants, QUERY_JUNK } from './header-cases.js';
import {
  ANY_BAD,
  BAD_STRINGS,
  HUGE_SIZES,
  NOT_INTS,
  NOT_STRINGS,
  ODD_INTS,
  ODD_STRINGS,
  POISON_KEYS,
} from './values.js';

/** The bad values small enough to repeat 5,000 times in one list. */
const CHEAP_ANY_BAD = ANY_BAD.filter((bad) => JSON.stringify(bad).length < 100);

/** The running server's schema; the committed SDL if the hardening turned introspection off. */
export async function loadSchema(url: string): Promise<GraphQLSchema> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: IntrospectionQuery };
  if (body.data?.__schema) return buildClientSchema(body.data);
  return buildSchema(fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
}

/** Own enumerable `__proto__`-like keys (defineProperty, not assignment): JSON.stringify writes them as raw JSON would. */
function poison(obj: Record<string, unknown>): Record<string, unknown> {
  for (const key of POISON_KEYS) {
    Object.defineProperty(obj, key, {
      value: { role: 'ADMIN', x: 1 },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return Object.assign(obj, { unknownField: 1 });
}

class GraphqlCases {
  readonly out: HostileRequest[] = [];
  constructor(
    private readonly rng: Rng,
    private readonly s: Seeded,
  ) {}

  add(target: string, label: string, who: Identity, body: string, headers: Record<string, string> = {}): void {
    const auth = this.s.auth[who];
    this.out.push({
      target,
      label: `${label} (${who})`,
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}), ...headers },
      body,
    });
  }

  /**
   * A hostile value of the argument's type. On a mutation (`writes`) only values no valid call carries, so a
   * correct server changes nothing; on a query also odd-but-valid text and real row numbers, to reach the SQL.
   */
  value(
    type: GraphQLInputType,
    name: string,
    writes: boolean,
    poisoned: boolean,
    inList = false,
    cheap = false,
  ): unknown {
    if (isNonNullType(type)) return this.value(type.ofType, name, writes, poisoned, inList, cheap);
    if (isListType(type)) {
      const item = (small: boolean) => this.value(type.ofType, name, writes, poisoned, true, small);
      // One long list per value, of small items: it tests the list caps, not the body's (a 1 MB document does that);
      // 5,000 rows of 5,000 cells, or of 100 KB texts, would build gigabytes here.
      const long = inList ? [] : [Array.from({ length: 5_000 }, () => item(true))];
      return pick(this.rng, [[], [item(cheap)], [item(cheap), item(cheap)], ...long, item(cheap), {}]);
    }
    if (isInputObjectType(type)) {
      const obj: Record<string, unknown> = {};
      for (const field of Object.values(type.getFields()))
        obj[field.name] = this.value(field.type, field.name, writes, poisoned, inList, cheap);
      return poisoned ? poison(obj) : obj;
    }
    if (isEnumType(type)) return pick(this.rng, ['NOPE', '__proto__', '', 0, 'top', null]);
    const realIds = writes ? [] : [this.s.productNo, this.s.reviewNo, this.s.receivedOrderNo, this.s.memberNo];
    switch (type.name) {
      case 'Int':
        return /^(size|limit|page)$/.test(name)
          ? pick(this.rng, [...HUGE_SIZES, ...NOT_INTS])
          : pick(this.rng, [...ODD_INTS, ...ODD_INTS, ...NOT_INTS, ...realIds]);
      case 'String':
        if (cheap)
          return pick(
            this.rng,
            BAD_STRINGS.filter((bad) => bad.length < 100),
          );
        return pick(this.rng, [...BAD_STRINGS, ...BAD_STRINGS, ...NOT_STRINGS, ...(writes ? [] : ODD_STRINGS)]);
      case 'Boolean':
        return pick(this.rng, ['true', 1, 0, null, {}, []]);
      default:
        // A custom scalar (Upload, DateTimeISO, Won) in a long list: small values too, or the body is 20 MB.
        return pick(this.rng, cheap ? CHEAP_ANY_BAD : ANY_BAD);
    }
  }

  fieldCases(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): void {
    const writes = operation === 'mutation';
    const target = `${writes ? 'Mutation' : 'Query'}.${field.name}`;
    const decl = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `${operation} H${decl ? `(${decl})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selection(field.type, 2)} }`;
    const variables = (pickValue: (t: GraphQLInputType, n: string) => unknown) =>
      Object.fromEntries(field.args.map((a) => [a.name, pickValue(a.type, a.name)]));
    const who: Identity[] = ['anonymous', 'member', 'admin'];

    for (let i = 0; i < 9; i++) {
      const vars = variables((t, n) => this.value(t, n, writes, false));
      this.add(
        target,
        `typed hostile ${JSON.stringify(vars).slice(0, 60)}`,
        who[i % 3]!,
        JSON.stringify({ query, variables: vars }),
      );
    }
    for (let i = 0; i < 3; i++) {
      const vars = variables((t, n) => this.value(t, n, writes, true));
      this.add(
        target,
        'poisoned keys in inputs',
        who[i % 3]!,
        JSON.stringify({ query, variables: { ...vars, extra: 1 } }),
      );
    }
    const anyVars = variables(() => pick(this.rng, ANY_BAD));
    this.add(
      target,
      `wrong types ${JSON.stringify(anyVars).slice(0, 60)}`,
      pick(this.rng, who),
      JSON.stringify({ query, variables: anyVars }),
    );
    this.add(
      target,
      'variables null',
      pick(this.rng, who),
      JSON.stringify({ query, variables: variables(() => null) }),
    );
    for (const bad of BAD_TOKENS) {
      this.add(
        target,
        'bad token',
        bad,
        JSON.stringify({ query, variables: variables((t, n) => this.value(t, n, writes, false)) }),
      );
    }
    const nulArgs = field.args.map((a) => `${a.name}: ${this.nulLiteral(a.type, a.name)}`).join(', ');
    if (nulArgs.includes('\\u0000')) {
      // Every text a NUL, the rest real rows: no reviver sees a document's literals, so the server must refuse them.
      const doc = `${operation} { ${field.name}(${nulArgs}) ${selection(field.type, 0)} }`;
      this.add(
        target,
        'NUL in every string literal',
        pick(this.rng, ['member', 'admin'] as const),
        JSON.stringify({ query: doc }),
      );
    }
    if (field.args.length > 0) {
      // Hostile literals in the document itself, which skip variable coercion and meet the validator instead.
      const literal = field.args.map((a) => `${a.name}: ${pick(this.rng, LITERALS)}`).join(', ');
      this.add(
        target,
        `literal args ${literal.slice(0, 60)}`,
        'member',
        JSON.stringify({ query: `${operation} { ${field.name}(${literal}) { __typename } }` }),
      );
    }
  }

  /** A GraphQL literal of the type with "a\u0000b" in every text and the seeded rows' numbers in every Int. */
  nulLiteral(type: GraphQLInputType, name: string): string {
    if (isNonNullType(type)) return this.nulLiteral(type.ofType, name);
    if (isListType(type)) return `[${this.nulLiteral(type.ofType, name)}]`;
    if (isInputObjectType(type))
      return `{ ${Object.values(type.getFields())
        .map((f) => `${f.name}: ${this.nulLiteral(f.type, f.name)}`)
        .join(', ')} }`;
    if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
    if (type.name === 'String' || type.name === 'ID') return '"a\\u0000b"';
    if (type.name === 'Int') return String(/chat/i.test(name) ? this.s.chatNo : this.s.productNo);
    if (type.name === 'Boolean') return 'false';
    return 'null';
  }

  /** Whole-document attacks: depth, breadth, aliases, batches, malformed envelopes and uploads. */
  documentCases(): void {
    const doc = (label: string, body: string, who: Identity = 'member', headers: Record<string, string> = {}) =>
      this.add('GraphQL document', label, who, body, headers);
    const q = (query: string, extra: Record<string, unknown> = {}) => JSON.stringify({ query, ...extra });
    // Character ↔ show is a cycle and each show has two characters: depth d asks for 2^d objects. The server runs in
    // this process, so a selection that starves its event loop would also stop our timers: keep it at 4 096 here.
    const cycle = (depth: number) =>
      `{ shows(size: 100) { content { ${'characters { show { '.repeat(depth)}no${' } }'.repeat(depth)} } } }`;
    doc('character-show cycle, depth 12', q(cycle(12)), 'anonymous');
    doc('inline fragments, depth 200', q(`{ ${'... on Query { '.repeat(200)}__typename${' }'.repeat(200)} }`));
    doc('unknown fields, depth 500', q(`{ ${'a { '.repeat(500)}b${' }'.repeat(500)} }`), 'anonymous');
    doc(
      '1 000 aliases of __typename',
      q(`{ ${Array.from({ length: 1_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`),
    );
    doc(
      '200 aliases of products(size: 100)',
      q(`{ ${Array.from({ length: 200 }, (_, i) => `a${i}: products(size: 100) { content { no name } }`).join(' ')} }`),
    );
    doc(
      '100 aliases of randomScene',
      q(`{ ${Array.from({ length: 100 }, (_, i) => `a${i}: randomScene { show { no } }`).join(' ')} }`),
      'anonymous',
    );
    doc(
      '100 aliases of login',
      q(
        `mutation { ${Array.from({ length: 100 }, (_, i) => `a${i}: login(id: "nobody${i}", pwd: "wrong1!") { token }`).join(' ')} }`,
      ),
      'anonymous',
    );
    doc('10 000 repeated fields', q(`{ me { ${'no '.repeat(10_000)}} }`));
    doc('1 000 directives', q(`{ __typename ${'@include(if: true) '.repeat(1_000)}}`));
    doc('fragment cycle', q('query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }'));
    doc(
      'deep introspection',
      q(`{ __schema { types { ${'fields { type { ofType { '.repeat(15)}name${' } } }'.repeat(15)} } } }`),
      'anonymous',
    );
    doc(
      'batch of 50',
      JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ products(size: 100) { totalElements } }' }))),
    );
    doc('query over 1 MB', q(`{ __typename } # ${'x'.repeat(1_200_000)}`));
    doc('500 operations, no name', q(Array.from({ length: 500 }, (_, i) => `query O${i} { __typename }`).join(' ')));
    doc('unknown operationName', q('{ __typename }', { operationName: '__proto__' }));
    doc('query is a number', JSON.stringify({ query: 1 }));
    doc('query is an object', JSON.stringify({ query: { __proto__: 1 } }));
    doc('variables is a string', q('query($n: Int!) { product(no: $n) { no } }', { variables: '{"n":1}' }));
    doc('variables is an array', q('query($n: Int!) { product(no: $n) { no } }', { variables: [1] }));
    doc(
      'persisted query hash',
      JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
    );
    doc('NUL in a string literal', q('{ idExists(id: "a\\u0000b") }'), 'anonymous');
    doc('subscription over HTTP', q('subscription { alertReceived { no } }'));
    doc('syntax error', q('{ products( { }'), 'anonymous');
    doc(
      '__proto__ in variables',
      `{"query":"query($n: Int!) { product(no: $n) { no } }","variables":{"__proto__":{"n":1}}}`,
    );
    doc('invalid JSON', '{"query":', 'anonymous');
    doc('empty body', '', 'anonymous');
    doc('text/plain (CSRF)', q('mutation { withdraw(email: "x") }'), 'member', { 'content-type': 'text/plain' });
    doc('form encoded', 'query=%7B__typename%7D', 'member', { 'content-type': 'application/x-www-form-urlencoded' });
    doc('charset utf-7', q('{ __typename }'), 'member', { 'content-type': 'application/json; charset=utf-7' });
    const read = q('{ me { no role } products(size: 1) { totalElements } }');
    for (const v of headerVariants(this.rng, { accept: 10, content: 13 })) {
      const visitor = 'authorization' in v.headers;
      const body = v.encode ? v.encode(read) : read;
      this.out.push({
        target: 'GraphQL document',
        label: `${v.label} (${visitor ? 'anonymous' : 'member'})`,
        method: 'POST',
        path: `/graphql?${pick(this.rng, QUERY_JUNK)}`,
        headers: {
          'content-type': 'application/json',
          ...(visitor ? {} : { authorization: this.s.auth.member! }),
          ...v.headers,
        },
        body,
      });
    }

    const upload = (label: string, body: string, type: string) =>
      doc(label, body, 'member', { 'content-type': type, 'apollo-require-preflight': 'true' });
    const ops = JSON.stringify({
      query: 'mutation($i: Upload) { updateMyProfile(image: $i, input: { nickname: "\\u0000" }) { no } }',
      variables: { i: null },
    });
    const part = (name: string, content: string, file = '') =>
      `--B\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n${content}\r\n`;
    upload('multipart without boundary', part('operations', ops), 'multipart/form-data');
    upload('multipart without boundary, empty body', '', 'multipart/form-data');
    upload('multipart with boundary, no parts', '--B--\r\n', 'multipart/form-data; boundary=B');
    upload('multipart operations not JSON', `${part('operations', '{')}--B--\r\n`, 'multipart/form-data; boundary=B');
    upload(
      'multipart map to nowhere',
      `${part('operations', ops)}${part('map', '{"9":["variables.i"]}')}--B--\r\n`,
      'multipart/form-data; boundary=B',
    );
    upload(
      'multipart map poisoned',
      `${part('operations', ops)}${part('map', '{"0":["__proto__.x"]}')}${part('0', 'x', 'a.png')}--B--\r\n`,
      'multipart/form-data; boundary=B',
    );
    upload('multipart unterminated', part('operations', ops), 'multipart/form-data; boundary=B');
    doc('multipart without preflight header', `${part('operations', ops)}--B--\r\n`, 'member', {
      'content-type': 'multipart/form-data; boundary=B',
    });
  }
}

export const LITERALS = [
  '"abc"',
  '99999999999999999999',
  '-1',
  '1.5',
  'null',
  '{ a: 1 }',
  '[1, 2]',
  'NOPE',
  '"\\u0000"',
  '$undeclared',
  'true',
];

/** Scalars of the return type and of its objects to `depth` levels, so field resolvers run too. */
export function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts = Object.values(named.getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined))
    .flatMap((f) => {
      if (isLeafType(getNamedType(f.type))) return [f.name];
      const sub = depth > 0 ? selection(f.type, depth - 1) : '';
      return sub ? [`${f.name} ${sub}`] : [];
    });
  return `{ ${parts.length > 0 ? parts.join(' ') : '__typename'} }`;
}

/** Hostile requests over every Query and Mutation field, and against the GraphQL endpoint as a whole. */
export function graphqlCases(rng: Rng, seeded: Seeded, schema: GraphQLSchema): HostileRequest[] {
  const cases = new GraphqlCases(rng, seeded);
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) cases.fieldCases('query', field);
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) cases.fieldCases('mutation', field);
  cases.documentCases();
  return cases.out;
}
