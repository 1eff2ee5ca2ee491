import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { flatten, templatesOf, type Templates } from '../../client/src/lib/i18n/flatten.js';
import { MSG } from '../../client/src/lib/messages.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => JSON.parse(fs.readFileSync(path.resolve(here, '../..', file), 'utf8')) as Templates;

/** A Latin word of three letters or more: what makes a piece of text English rather than a number or a sign. */
const LATIN_WORD = /[A-Za-z]{3,}/;

/**
 * The English catalogue (the client's and the server's, as the English interface shows them) cut at their
 * arguments into the fixed pieces a page would show, leaving out any piece the Korean catalogue says too ('Scene
 * Shop', 'GraphQL'): a Korean page showing one of these shows an English catalogue text.
 */
function englishPieces(): string[] {
  const english = flatten({
    ...read('client/src/locales/en.json'),
    server: read('packages/domain/src/locales/en.json'),
  });
  const korean = [...flatten(templatesOf(MSG)).values()].join('\n');
  const pieces = new Set<string>();
  for (const text of english.values()) {
    for (const piece of text.split(/\{\{\d+\}\}/)) {
      const trimmed = piece.trim();
      if (LATIN_WORD.test(trimmed) && !korean.includes(trimmed)) pieces.add(trimmed);
    }
  }
  return [...pieces];
}

let pieces: string[] | undefined;

/** A piece found as words of its own, not inside a longer word. */
const asWords = (piece: string) =>
  new RegExp(`(?<![A-Za-z])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`);

/**
 * What the page says, to a reader and to assistive technology (its text, and its labels, placeholders, titles and
 * alternative texts), that is a text of the English catalogue.
 */
export async function englishOn(page: Page): Promise<string[]> {
  pieces ??= englishPieces();
  const said = await page.evaluate(() => {
    const labelled = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'));
    const attributes = labelled.flatMap((e) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, document.title, ...attributes].join('\n');
  });
  return pieces.filter((piece) => asWords(piece).test(said));
}
