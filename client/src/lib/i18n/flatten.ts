/**
 * The Korean catalogue as the translations are written: nested by area, every text function turned into its
 * template with `{{0}}`, `{{1}}`… where its arguments go.
 */
import { KOREAN } from './localized.js';

export type Templates = { [key: string]: string | Templates };

function raw(value: object): object {
  return (value as { [KOREAN]?: object })[KOREAN] ?? value;
}

export function templatesOf(value: object): Templates {
  const out: Templates = {};
  for (const [key, leaf] of Object.entries(raw(value))) {
    if (typeof leaf === 'string') out[key] = leaf;
    else if (typeof leaf === 'function') {
      const fn = leaf as (...args: string[]) => string;
      out[key] = fn(...Array.from({ length: fn.length }, (_, i) => `{{${i}}}`));
    } else if (typeof leaf === 'object' && leaf !== null) out[key] = templatesOf(leaf);
  }
  return out;
}

/** 'shop.totalCount' -> '총 {{0}}개', for every text. */
export function flatten(templates: Templates, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(templates)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of flatten(value, path)) out.set(p, v);
  }
  return out;
}
