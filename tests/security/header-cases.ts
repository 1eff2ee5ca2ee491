import { gzipSync } from 'node:zlib';
import { pick, type Rng } from './prng.js';

/**
 * Odd headers and query strings for any request. fetch refuses NUL, CR and LF in header values, so those are
 * left to the raw-socket cases; everything else a client can put in a header is here.
 */
export interface HeaderVariant {
  label: string;
  headers: Record<string, string>;
  /** Re-encodes the request's JSON text (for a variant that claims another charset or encoding). */
  encode?: (json: string) => string | Uint8Array<ArrayBuffer>;
}

const bytes = (data: Uint8Array) => new Uint8Array(data) as Uint8Array<ArrayBuffer>;

/** Authorization values that are no token of anyone; the request then runs as a visitor. */
const AUTHORIZATION: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Basic YWRtaW46YWRtaW4xMjM0IQ==',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.e30.',
  'Bearer ../../../etc/passwd',
  'Bearer {"$ne":null}',
  'Token x, Bearer y',
  `Bearer ${'A'.repeat(15_000)}`,
  'ÿÿÿÿ',
];

const ACCEPT: readonly Record<string, string>[] = [
  { accept: 'application/xml' },
  { accept: 'text/event-stream' },
  { accept: '*/*; q=abc, text/html;q=-1' },
  { accept: Array.from({ length: 500 }, (_, i) => `application/x-${i}`).join(', ') },
  { 'accept-encoding': 'gzip;q=NaN, br;q=-1, zstd, *;q=0' },
  { 'accept-language': `${'ko-KR,'.repeat(1_000)}x` },
  { 'x-forwarded-for': 'not-an-ip, 999.1.1.1, ::ffff:zz' },
  { 'x-request-id': 'x'.repeat(8_000) },
  { cookie: `${'a=b; '.repeat(500)}__proto__=x` },
  { range: 'bytes=-1-99999999999999999999' },
];

/** Content-Type and Content-Encoding claims that do not match a plain JSON body, or that nothing supports. */
const CONTENT: readonly HeaderVariant[] = [
  { label: 'charset latin1', headers: { 'content-type': 'application/json; charset=latin1' } },
  {
    label: 'utf-16 body',
    headers: { 'content-type': 'application/json; charset=utf-16le' },
    encode: (json) => bytes(Buffer.from(json, 'utf16le')),
  },
  { label: 'utf-16 claimed, utf-8 sent', headers: { 'content-type': 'application/json; charset=utf-16' } },
  { label: 'type with empty parameters', headers: { 'content-type': 'application/json;;;=;' } },
  { label: 'two types', headers: { 'content-type': 'application/json, text/plain' } },
  { label: 'vendor json type', headers: { 'content-type': 'application/vnd.api+json' } },
  { label: 'type of 4 000 characters', headers: { 'content-type': `application/${'x'.repeat(4_000)}` } },
  {
    label: 'non-UTF-8 bytes',
    headers: { 'content-type': 'application/json' },
    encode: (json) => bytes(Buffer.concat([Buffer.from(json.slice(0, -1)), Buffer.from([0xc3, 0x28, 0xff, 0x7d])])),
  },
  {
    label: 'deflate that is not deflate',
    headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' },
  },
  { label: 'br that is not br', headers: { 'content-type': 'application/json', 'content-encoding': 'br' } },
  { label: 'unknown encoding', headers: { 'content-type': 'application/json', 'content-encoding': 'x-unknown' } },
  {
    label: 'gzip twice claimed, once done',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip, gzip' },
    encode: (json) => bytes(gzipSync(json)),
  },
  {
    // 30 KB on the wire, 30 MB once inflated: the body limit must apply to the inflated bytes. One body for all.
    label: 'gzip bomb',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    encode: () => (gzipBomb ??= bytes(gzipSync(`{"pad":"${' '.repeat(30_000_000)}"}`))),
  },
];

let gzipBomb: Uint8Array<ArrayBuffer> | undefined;

/** Repeated keys, arrays, nested objects and operators in the query string; each already percent-encoded. */
export const QUERY_JUNK: readonly string[] = [
  'userNo=1&userNo=2',
  'a[b][c][d][e][f]=1',
  'a[]=1&a[]=2&a[999999]=3',
  'userNo[$ne]=1',
  '__proto__[role]=ADMIN&constructor[prototype][role]=ADMIN',
  Array.from({ length: 2_000 }, (_, i) => `k${i}=1`).join('&'),
  'page=1&page[]=2&page[x]=3',
  `q=${'%25'.repeat(3_000)}`,
  '=&&=&%=',
];

/** The whole list, to draw from: every Authorization value, then `accept` odd headers and `content` body claims. */
export function headerVariants(rng: Rng, counts: { accept: number; content: number }): HeaderVariant[] {
  const out: HeaderVariant[] = AUTHORIZATION.map((value) => ({
    label: `authorization ${value.slice(0, 24)}`,
    headers: { authorization: value },
  }));
  for (let i = 0; i < counts.accept; i++) {
    const headers = pick(rng, ACCEPT);
    out.push({ label: `header ${Object.keys(headers)[0]}`, headers });
  }
  for (let i = 0; i < counts.content; i++) out.push(pick(rng, CONTENT));
  return out;
}
