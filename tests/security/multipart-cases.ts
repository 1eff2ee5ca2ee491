import type { MultipartParts } from '../../server/src/context/route.js';
import { pick, type Rng } from './prng.js';
import type { Seeded } from './seed.js';
import { BAD_STRINGS, HUGE_STRING, NOT_INTS, NOT_STRINGS, ODD_INTS } from './values.js';

/** One malformed multipart body for a shim; `type` is the whole Content-Type header. */
export interface MultipartCase {
  label: string;
  body: Uint8Array<ArrayBuffer> | string;
  type: string;
}

interface Part {
  name: string;
  content: string;
  filename?: string;
  type?: string;
}

const BOUNDARY = 'hostile-boundary-7d1c';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export function multipart(parts: Part[], boundary = BOUNDARY): Uint8Array<ArrayBuffer> {
  const text = parts
    .map((p) => {
      const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
      const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
      return `--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${p.content}\r\n`;
    })
    .join('');
  return new TextEncoder().encode(`${text}--${boundary}--\r\n`);
}

/**
 * The value part a route would nearly take, which still cannot write: for the reviews the seeded review's own values
 * (a request that slipped through rewrites the same row), for any other route a broken value (so any file paired
 * with it, however the server treats it, must be refused).
 */
function valueParts(route: string, parts: MultipartParts, s: Seeded): Part[] {
  if (route.includes('review')) return [{ name: 'reviewDto', content: JSON.stringify(s.review) }];
  if ('fields' in parts) return parts.fields.map((name) => ({ name, content: 'a\u0000b' }));
  return [{ name: parts.json, content: parts.text ? HUGE_STRING : '{"nickname":"a\\u0000b"}' }];
}

/** Files no upload accepts: wrong bytes under an image's name and type, or a name that tries to leave the store. */
const badFiles = (field: string, maxBytes: number): [string, Part][] => {
  const pic = (filename: string, type: string, content: string): Part => ({ name: field, filename, type, content });
  return [
    ['file plain text', pic('a.png', 'text/plain', 'hello')],
    ['file svg with script', pic('a.svg', 'image/svg+xml', '<svg onload="alert(1)"/>')],
    ['file php named png', pic('a.php', 'image/png', '<?php system($_GET["c"]); ?>')],
    ['file traversal name', pic('../../../../tmp/x.png', 'image/png', 'not a png')],
    ['file NUL in name', pic('a\u0000.png', 'image/png', 'not a png')],
    ['file over the upload limit', pic('a.png', 'image/png', 'x'.repeat(maxBytes + 1024))],
    ['file empty', pic('a.png', 'image/png', '')],
  ];
};

/** Values of the plain or JSON part that no route takes. */
function badValues(rng: Rng, route: string, parts: MultipartParts): [string, string][] {
  const out: [string, string][] = [];
  for (const text of ['{"a":', '[]', '"text"', 'null', '123', `{"__proto__":{"role":"ADMIN"},"score":"5"}`])
    out.push([`part ${text.slice(0, 16)}`, text]);
  if (route.includes('review')) {
    for (let i = 0; i < 6; i++) {
      const key = pick(rng, ['contents', 'score'] as const);
      const value =
        key === 'score' ? pick(rng, [...NOT_INTS, ...ODD_INTS, 6]) : pick(rng, [...BAD_STRINGS, ...NOT_STRINGS]);
      out.push([
        `${key}=${JSON.stringify(value)?.slice(0, 20)}`,
        JSON.stringify({ contents: '좋아요', score: 5, [key]: value }),
      ]);
    }
  }
  if ('text' in parts || 'fields' in parts) {
    for (const text of ['a\u0000b', HUGE_STRING, '\ud800'])
      out.push([`plain ${JSON.stringify(text).slice(0, 12)}`, text]);
  }
  return out;
}

/** Malformed multipart bodies for one shim of the table, from its declared parts. */
export function multipartCases(rng: Rng, route: string, parts: MultipartParts, s: Seeded): MultipartCase[] {
  const values = valueParts(route, parts, s);
  const valueName = 'fields' in parts ? (parts.fields[0] ?? 'field') : parts.json;
  const out: MultipartCase[] = [];
  const add = (label: string, body: Uint8Array<ArrayBuffer> | string, type = TYPE) => out.push({ label, body, type });

  add('without boundary', multipart(values), 'multipart/form-data');
  add('without boundary, empty body', '', 'multipart/form-data');
  add('no parts', `--${BOUNDARY}--\r\n`);
  add('empty body', '');
  add('unterminated', multipart(values).slice(0, -8));
  add('boundary mismatch', multipart(values), 'multipart/form-data; boundary=other');
  add(
    'boundary of 5 000 characters',
    multipart(values, 'b'.repeat(5_000)),
    `multipart/form-data; boundary=${'b'.repeat(5_000)}`,
  );
  add('multipart/mixed', multipart(values), `multipart/mixed; boundary=${BOUNDARY}`);
  add(
    'JSON instead of multipart',
    JSON.stringify(Object.fromEntries(values.map((p) => [p.name, p.content]))),
    'application/json',
  );
  add('header line without a colon', `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`);
  add('part without a name', `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`);
  for (const [label, text] of badValues(rng, route, parts)) add(label, multipart([{ name: valueName, content: text }]));
  add('value part twice', multipart([...values, ...values]));
  add('unknown value part', multipart([...values, { name: 'role', content: 'ADMIN' }]));
  add('2 000 parts', multipart(Array.from({ length: 2_000 }, (_, i) => ({ name: `f${i}`, content: 'x' }))));
  add('300 header lines in a part', multipart([{ ...values[0]!, type: `x\r\n${'X-A: b\r\n'.repeat(300)}` }]));
  for (const [label, file] of badFiles(parts.file, s.uploadMaxBytes)) add(label, multipart([...values, file]));
  const png = (name: string): Part => ({ name, filename: 'a.png', type: 'image/png', content: 'not a png' });
  add('two files', multipart([...values, png(parts.file), png(parts.file)]));
  add('file under an unexpected name', multipart([...values, png('other')]));
  add('file as the value part', multipart([png(valueName)]));
  return out;
}
