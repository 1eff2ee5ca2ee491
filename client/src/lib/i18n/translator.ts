/**
 * i18next behind the catalogue, loaded only when a language other than Korean is chosen. Each language is one JSON
 * file with the catalogue's paths; a text function's arguments fill `{{0}}`, `{{1}}`…, and a number first argument is
 * also the plural count, so a translation may give `key_one` / `key_other` forms.
 */
import i18next, { type i18n } from 'i18next';
import * as MSG from '../messages/index.js';
import { flatten, templatesOf, type Templates } from './flatten.js';
import type { Language, Translator } from './language.js';

type Foreign = Exclude<Language, 'ko'>;

const catalogues: Record<Foreign, () => Promise<{ default: Templates }>> = {
  en: () => import('../../locales/en.json'),
  ja: () => import('../../locales/ja.json'),
  'zh-CN': () => import('../../locales/zh-CN.json'),
  es: () => import('../../locales/es.json'),
  de: () => import('../../locales/de.json'),
};

/** Paths asked for that the chosen language lacks: the journeys read this to find untranslated texts. */
export const missingPaths = new Set<string>();

let instance: Promise<i18n> | undefined;

function engine(): Promise<i18n> {
  instance ??= (async () => {
    const created = i18next.createInstance();
    await created.init({
      lng: 'en',
      fallbackLng: false,
      resources: {},
      // React escapes what it renders; escaping here would show '&amp;'.
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, path) => missingPaths.add(path),
      // Paths contain no ':' namespaces and the catalogue's Korean keys hold no '.' of their own.
      nsSeparator: false,
    });
    return created;
  })();
  return instance;
}

interface KoreanIndex {
  fixed: Map<string, string>;
  templates: { path: string; pattern: RegExp }[];
}

let koreanIndex: KoreanIndex | undefined;

/** The Korean catalogue turned around: a fixed text to its path, a template to a pattern capturing its arguments. */
function indexOfKorean(): KoreanIndex {
  if (koreanIndex) return koreanIndex;
  const fixed = new Map<string, string>();
  const templates: KoreanIndex['templates'] = [];
  for (const [path, korean] of flatten(templatesOf(MSG))) {
    if (!korean.includes('{{')) {
      if (!fixed.has(korean)) fixed.set(korean, path);
      continue;
    }
    const source = korean
      .split(/\{\{\d+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    templates.push({ path, pattern: new RegExp(`^${source}$`) });
  }
  // The most specific template (the most fixed text) wins when two match.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  koreanIndex = { fixed, templates };
  return koreanIndex;
}
export async function loadTranslator(language: Foreign): Promise<Translator> {
  const [engineInstance, catalogue] = await Promise.all([engine(), catalogues[language]()]);
  if (!engineInstance.hasResourceBundle(language, 'translation')) {
    engineInstance.addResourceBundle(language, 'translation', catalogue.default);
  }
  await engineInstance.changeLanguage(language);
  const t = engineInstance.getFixedT(language);
  const format = (path: string, args: readonly unknown[]) => {
    const values: Record<string, unknown> = Object.fromEntries(args.map((arg, i) => [String(i), arg]));
    if (typeof args[0] === 'number') values.count = args[0];
    return t(path, values);
  };
  const translateKorean = (text: string): string => {
    const { fixed, templates } = indexOfKorean();
    const path = fixed.get(text);
    if (path) return t(path);
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      // An argument may be a catalogue text itself (a provider's name); a number counts for the plural.
      const args = match.slice(1).map((arg) => (/^\d+$/.test(arg) ? Number(arg) : translateKorean(arg)));
      return format(template.path, args);
    }
    return text;
  };
  return { language, text: (path) => t(path), format, translateKorean };
}
