import type { Policy } from '../../server/src/context/policy.js';
import type { MultipartParts } from '../../server/src/context/route.js';
import { shimTable } from '../../server/src/modules/index.js';
import { headerVariants, QUERY_JUNK } from './header-cases.js';
import { multipartCases } from './multipart-cases.js';
import { pick, type Rng } from './prng.js';
import type { HostileRequest } from './runner.js';
import { BAD_TOKENS, IDENTITIES, type Identity, type Seeded } from './seed.js';
import { ANY_BAD, BAD_STRINGS, NOT_INTS, NOT_STRINGS, ODD_INTS } from './values.js';

interface Route {
  method: string;
  path: string;
  policy: Policy;
  readsBody: boolean;
  multipart?: MultipartParts;
}

/** A body the shim would nearly take, and the keys of which breaking any one guarantees a refusal (so no write). */
interface Template {
  body: (s: Seeded) => Record<string, unknown>;
  breakable: string[];
  /** Whole bodies aimed at one shim's known weak spots. */
  extra?: (s: Seeded) => Record<string, unknown>[];
}

/**
 * Today's bodies (see server/src/modules/*\/*.rest.ts). Each nearly valid body still cannot write: the order's
 * total is wrong, the profile repeats the stored values, the e-mail is not the member's, the scrap already exists.
 */
const TEMPLATES: Record<string, Template> = {
  'POST /api/main/scrap': {
    body: (s) => ({ characterNo: s.characterNo, userNo: s.memberNo }),
    breakable: ['characterNo'],
  },
  'POST /api/restock-alerts': {
    body: (s) => ({ optionNo: s.optionNo }),
    breakable: ['optionNo'],
  },
  'POST /api/cart/stock': {
    body: (s) => ({ productNos: [s.productNo], userNo: s.memberNo }),
    breakable: ['productNos', 'userNo'],
  },
  'POST /api/order': {
    body: (s) => ({
      userNo: s.memberNo,
      // A right line price gets past the line check to the coupon; the wrong total still refuses the order.
      items: [{ productNo: s.productNo, quantity: 1, resultPrice: s.productPrice }],
      totalAmount: 1,
      couponNo: s.couponNo,
    }),
    breakable: ['items', 'totalAmount', 'couponNo', 'userNo'],
  },
  'PUT /api/user/update/:userNo': {
    body: ({ profile: { pwd, ...profile } }) => ({ ...profile, currentPwd: pwd }),
    breakable: ['tel', 'zipcode', 'address', 'pwd', 'pwd_chk', 'currentPwd', 'name'],
    // Arrays pass the password regex (it coerces them to text) and then reach the hashing.
    extra: ({ profile: { pwd, ...profile } }) => [
      { ...profile, currentPwd: pwd, pwd: ['Newpass1!'], pwd_chk: ['Newpass1!'] },
      { ...profile, currentPwd: pwd, pwd: 'Newpass1!', pwd_chk: ['Newpass1!'] },
      { ...profile, currentPwd: [pwd], pwd: ['Newpass1!'], pwd_chk: 'Newpass1!' },
    ],
  },
  'POST /api/user/validate-password': { body: (s) => ({ no: s.memberNo, pwd: 'wrong1!' }), breakable: ['no', 'pwd'] },
  'PUT /api/user/mypage/delete': {
    body: (s) => ({ userNo: s.memberNo, email: 'not-the-member@example.com' }),
    breakable: ['email', 'userNo'],
  },
  'POST /api/naver/delete-token': { body: () => ({ naverTokenValue: 'x' }), breakable: ['naverTokenValue'] },
  'POST /api/user/auth/login': { body: () => ({ id: 'nobody', pwd: 'wrong1!' }), breakable: ['id', 'pwd'] },
};

/** Already percent-encoded path segments; none is a seeded row's number. */
const BAD_SEGMENTS = [
  '-1',
  '0',
  '-0',
  '1e3',
  '0x10',
  '1.5',
  'abc',
  '%00',
  'a%00b',
  '2147483648',
  '9007199254740993',
  '__proto__',
  'constructor',
  '%20',
  '..%2F..%2Fadmin',
  '%E0%A4%A',
  'x'.repeat(5_000),
  'Infinity',
];

const BAD_QUERIES = [
  'page=-1',
  'size=0',
  'size=100000',
  'page=1e3&size=1e3',
  'page=abc&size=abc',
  'page=9007199254740993',
  'size=2147483648',
  'page[]=1',
  'page=1&page=2',
  'sort=__proto__',
  'sort=constructor',
  'excludeSoldOut[]=true',
  'id=a%00b',
  'id=%00',
  `id=${'x'.repeat(5_000)}`,
  'id[]=a',
  'id=a&id=b',
  'no=1e3',
  'no=-1',
  'no=%00',
  'userNo=abc',
  'userNo=__proto__',
  '__proto__[x]=1',
  'page=%E0%A4%A',
  'category=%00',
];

const routeName = (r: Route) => `${r.method} ${r.path}`;
const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** A real number for a path parameter, so that the other, hostile parts of the request reach the service. */
function realParam(name: string, path: string, s: Seeded): string {
  if (name === 'userNo') return String(s.memberNo);
  if (name === 'orderProductNo') return String(s.reviewedLineNo);
  if (name === 'orderNo') return String(s.receivedOrderNo);
  if (name === 'characterNo') return String(s.characterNo);
  if (name === 'optionNo') return String(s.optionNo);
  if (name === 'category') return encodeURIComponent('상의');
  if (path.includes('review')) return String(s.reviewNo);
  if (path.includes('notice')) return String(s.noticeNo);
  return String(s.productNo);
}

const fill = (path: string, value: (name: string) => string) => path.replace(/:(\w+)/g, (_, n: string) => value(n));

const authHeader = (s: Seeded, who: Identity): Record<string, string> => {
  const auth = s.auth[who];
  return auth ? { authorization: auth } : {};
};

/** A JSON object's text with a raw first key: JSON.stringify would drop a `__proto__` set by assignment. */
const withRawKey = (obj: Record<string, unknown>, key: string, valueJson: string) => {
  const rest = JSON.stringify(obj).slice(1);
  return `{${JSON.stringify(key)}:${valueJson}${rest === '}' ? '' : ','}${rest}`;
};

class RestCases {
  readonly out: HostileRequest[] = [];
  constructor(
    private readonly rng: Rng,
    private readonly s: Seeded,
  ) {}

  add(route: Route, label: string, who: Identity, path: string, extra: Partial<HostileRequest> = {}): void {
    const headers = { ...authHeader(this.s, who), ...extra.headers };
    this.out.push({
      target: routeName(route),
      label: `${label} (${who})`,
      method: route.method,
      path,
      ...extra,
      headers,
    });
  }

  /** Member and admin reach the deepest code; the others check that refusals are clean too. */
  caller(): Identity {
    return pick(this.rng, ['member', 'member', 'admin', ...IDENTITIES]);
  }

  realPath(route: Route): string {
    return fill(route.path, (n) => realParam(n, route.path, this.s));
  }

  pathCases(route: Route): void {
    const params = paramsOf(route.path);
    for (let i = 0; params.length > 0 && i < 10; i++) {
      // One hostile parameter, the others real: never a real row in every position, so nothing can be deleted.
      const target = pick(this.rng, params);
      const bad = pick(this.rng, BAD_SEGMENTS);
      const path = fill(route.path, (n) => (n === target ? bad : realParam(n, route.path, this.s)));
      this.add(route, `path ${target}=${bad.slice(0, 20)}`, this.caller(), path, this.jsonBodyFor(route));
    }
  }

  queryCases(route: Route): void {
    if (route.method !== 'GET') return;
    // Every bad query on every GET route: a shim may read any of these names, and the list is short.
    for (const query of BAD_QUERIES) {
      this.add(route, `query ${query.slice(0, 30)}`, this.caller(), `${this.realPath(route)}?${query}`);
    }
  }

  /** Real path and an unbroken body under a bad token: any change at all would be an authentication bypass. */
  tokenCases(route: Route): void {
    for (const who of BAD_TOKENS) {
      this.add(route, 'bad token', who, this.realPath(route), this.jsonBodyFor(route, false));
    }
    this.add(route, 'unexpected method', 'member', this.realPath(route), {
      method: route.method === 'GET' ? 'PATCH' : 'GET',
      ...(route.method === 'GET' ? this.jsonBodyFor({ ...route, method: 'PATCH' }) : {}),
    });
  }

  /**
   * Odd headers and query strings. Junk Authorization values leave a visitor, so they get the real path and the
   * unbroken body, like the bad tokens; the other variants come as the member or admin with a body that cannot write.
   */
  headerCases(route: Route): void {
    const variants = headerVariants(this.rng, { accept: 2, content: route.method === 'GET' ? 0 : 3 });
    const writesWithoutBody = route.method === 'DELETE' || (route.method !== 'GET' && !route.readsBody);
    const hostilePath = () =>
      writesWithoutBody ? fill(route.path, () => pick(this.rng, BAD_SEGMENTS)) : this.realPath(route);
    for (const v of variants) {
      const visitor = 'authorization' in v.headers;
      const extra = this.jsonBodyFor(route, !visitor);
      const body = typeof extra.body === 'string' && v.encode ? v.encode(extra.body) : extra.body;
      const who = visitor ? 'anonymous' : pick(this.rng, ['member', 'admin'] as const);
      this.add(route, v.label, who, visitor ? this.realPath(route) : hostilePath(), {
        ...extra,
        body,
        headers: { ...extra.headers, ...v.headers },
      });
    }
    for (const query of QUERY_JUNK) {
      const path = route.method === 'GET' ? this.realPath(route) : hostilePath();
      this.add(route, `query ${query.slice(0, 30)}`, this.caller(), `${path}?${query}`, this.jsonBodyFor(route));
    }
  }

  template(route: Route): Template {
    return TEMPLATES[routeName(route)] ?? { body: (s) => ({ userNo: s.memberNo }), breakable: ['userNo'] };
  }

  /** The route's body with one breakable key set to a hostile value (or left whole when `broken` is false). */
  brokenBody(route: Route, broken = true): { body: Record<string, unknown>; key: string } {
    const t = this.template(route);
    const body = t.body(this.s);
    const key = pick(this.rng, t.breakable);
    if (broken) body[key] = this.badValueFor(key);
    return { body, key };
  }

  /** `fallback` (or a random bad value) for a scalar key; a list key also gets bad lists and bad items. */
  badValueFor(key: string, fallback: unknown = pick(this.rng, ANY_BAD)): unknown {
    if ((key === 'items' || key === 'productNos') && this.rng() < 0.7) {
      const item = { productNo: this.s.productNo, quantity: 1, resultPrice: 1 };
      return pick(this.rng, [
        [],
        [{}],
        [{ ...item, productNo: pick(this.rng, NOT_INTS) }],
        [{ ...item, quantity: pick(this.rng, [...NOT_INTS, ...ODD_INTS]) }],
        [{ ...item, resultPrice: pick(this.rng, [...NOT_INTS, -1]) }],
        Array.from({ length: 10_000 }, () => item),
      ]);
    }
    return fallback;
  }

  jsonBodyFor(route: Route, broken = true): Partial<HostileRequest> {
    if (route.method === 'GET' || route.method === 'HEAD') return {};
    const { body } = this.brokenBody(route, broken);
    return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  }

  bodyCases(route: Route): void {
    if (route.method === 'GET' || route.multipart) return;
    // A shim that reads no body (every DELETE, a PUT such as 'mark sold out') writes on its real path whatever the
    // body says, so it gets a hostile path.
    const path =
      route.method === 'DELETE' || !route.readsBody
        ? fill(route.path, () => pick(this.rng, BAD_SEGMENTS))
        : this.realPath(route);
    const json = (label: string, body: string, options: { type?: string; who?: Identity; gzip?: boolean } = {}) =>
      this.add(route, label, options.who ?? this.caller(), path, {
        headers: {
          'content-type': options.type ?? 'application/json',
          ...(options.gzip ? { 'content-encoding': 'gzip' } : {}),
        },
        body,
      });

    for (const key of this.template(route).breakable) {
      // One value of each wrong kind per key: a bad string, a bad number, a non-scalar, an object.
      for (const value of [pick(this.rng, BAD_STRINGS), pick(this.rng, NOT_INTS), pick(this.rng, NOT_STRINGS), {}]) {
        const body = { ...this.template(route).body(this.s), [key]: this.badValueFor(key, value) };
        json(`bad ${key}=${JSON.stringify(body[key])?.slice(0, 30)}`, JSON.stringify(body));
      }
    }
    for (const body of this.template(route).extra?.(this.s) ?? []) json('weak spot', JSON.stringify(body));
    for (const [key, value] of [
      ['__proto__', '{"x":1}'],
      ['__proto__', '{"role":"ADMIN","isAdmin":true}'],
      ['constructor', '{"prototype":{"x":1}}'],
    ] as const) {
      json(`raw ${key} key`, withRawKey(this.brokenBody(route).body, key, value));
    }
    // The exact shape that slips past class-validator when Object.assign copies a JSON `__proto__` onto the input.
    json('__proto__ with empty order', `{"__proto__":{"x":1},"items":[],"totalAmount":0}`, { who: 'member' });
    const emptyOrder = { userNo: this.s.memberNo, items: [], totalAmount: 0 };
    json('__proto__ with empty order and userNo', withRawKey(emptyOrder, '__proto__', '{"x":1}'), { who: 'member' });
    json('unknown keys', JSON.stringify({ ...this.brokenBody(route).body, role: 'ADMIN', isAdmin: true, $where: '1' }));
    json('duplicate key', `{"userNo":${this.s.memberNo},"userNo":"abc"}`);
    json('number 1e999', JSON.stringify(this.brokenBody(route).body).replace(/:(-?\d+)/, ':1e999'));
    for (const text of [
      '[]',
      '[[]]',
      `[${JSON.stringify(this.brokenBody(route).body)}]`,
      '"text"',
      '123',
      'null',
      'true',
    ])
      json(`JSON ${text.slice(0, 12)}`, text);
    for (const text of ['{"a":', "{'a':1}", '{"a":1,}', 'NaN', '{"a":"\u0000"}', '\u0000', '\ufeff{}'])
      json(`invalid JSON ${JSON.stringify(text).slice(0, 12)}`, text);
    json('empty body', '');
    json('deep nesting', `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    json('50 000 keys', `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`);
    json('body over 1 MB', JSON.stringify({ ...this.brokenBody(route).body, pad: 'x'.repeat(1_200_000) }));
    const broken = JSON.stringify(this.brokenBody(route).body);
    json('text/plain', broken, { type: 'text/plain' });
    const form = `userNo=${this.s.memberNo}&characterNo=abc&__proto__[x]=1`;
    json('form encoded', form, { type: 'application/x-www-form-urlencoded' });
    json('xml', '<?xml version="1.0"?><a>&x;</a>', { type: 'application/xml' });
    json('charset utf-7', broken, { type: 'application/json; charset=utf-7' });
    json('gzip that is not gzip', broken, { gzip: true });
    this.add(route, 'no content type', this.caller(), path, { body: new TextEncoder().encode(broken) });
  }

  multipartCases(route: Route): void {
    if (!route.multipart) return;
    const path = this.realPath(route);
    // The admin's shims are refused to anyone else before the body is read: the body reaches the parser as the admin.
    const callers: Identity[] = route.policy === 'admin' ? ['admin', 'admin', 'member'] : ['member', 'member', 'admin'];
    for (const c of multipartCases(this.rng, routeName(route), route.multipart, this.s)) {
      this.add(route, `multipart ${c.label}`, pick(this.rng, [...callers, 'anonymous']), path, {
        headers: { 'content-type': c.type },
        body: c.body,
      });
    }
  }
}

/** Hostile requests over every shim route, drawn with the given generator. */
export function restCases(rng: Rng, seeded: Seeded): HostileRequest[] {
  const cases = new RestCases(rng, seeded);
  for (const entry of shimTable) {
    const route: Route = { ...entry, readsBody: Boolean(entry.body ?? entry.multipart) };
    cases.pathCases(route);
    cases.queryCases(route);
    cases.tokenCases(route);
    cases.headerCases(route);
    cases.bodyCases(route);
    cases.multipartCases(route);
  }
  return cases.out;
}
