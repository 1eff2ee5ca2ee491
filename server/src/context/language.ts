import { LANGUAGES, type Language } from '@scene-shop/domain';

/** More entries than any browser sends: the rest of a longer header is not read. */
const MAX_ENTRIES = 20;

const primary = (tag: string) => tag.split('-')[0]!;

/** The listed language a tag names: the same tag (`zh-CN`), else the same language in any region (`en-US`: en). */
function listed(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  return (
    LANGUAGES.find((l) => l.toLowerCase() === lower) ??
    LANGUAGES.find((l) => primary(l.toLowerCase()) === primary(lower))
  );
}

/**
 * The request's language from its Accept-Language header (the client sends the one the person chose; a browser its
 * own list, by preference): the first of ours it names, else Korean. Mails to someone without an account use it.
 */
export function requestLanguage(header: unknown): Language {
  if (typeof header !== 'string') return 'ko';
  const ranked = header
    .split(',', MAX_ENTRIES)
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((e) => e.tag && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of ranked) {
    const language = listed(tag);
    if (language) return language;
  }
  return 'ko';
}
