/**
 * i18next behind the catalogue, loaded only when a language other than Korean is chosen. Each language is two JSON
 * files with the catalogue's paths: the client's own (`locales/<lang>.json`) and the server catalogue's, which the
 * domain package keeps (`packages/domain/src/locales/<lang>.json`, read here under `server`). A text function's
 * arguments fill `{{0}}`, `{{1}}`…, and a number first argument is also the plural count, so a translation may give
 * `key_one` / `key_other` forms.
 */
import i18next, { type i18n } from 'i18next';
import type { Templates } from './flatten.js';
import type { Language, Translator } from './language.js';

type Foreign = Exclude<Language, 'ko'>;
type Files = Promise<[{ default: Templates }, { default: Templates }]>;

const catalogues: Record<Foreign, () => Files> = {
  en: () => Promise.all([import('../../locales/en.json'), import('@scene-shop/domain/locales/en.json')]),
  ja: () => Promise.all([import('../../locales/ja.json'), import('@scene-shop/domain/locales/ja.json')]),
  'zh-CN': () => Promise.all([import('../../locales/zh-CN.json'), import('@scene-shop/domain/locales/zh-CN.json')]),
  es: () => Promise.all([import('../../locales/es.json'), import('@scene-shop/domain/locales/es.json')]),
  de: () => Promise.all([import('../../locales/de.json'), import('@scene-shop/domain/locales/de.json')]),
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

export async function loadTranslator(language: Foreign): Promise<Translator> {
  const [engineInstance, [own, server]] = await Promise.all([engine(), catalogues[language]()]);
  if (!engineInstance.hasResourceBundle(language, 'translation')) {
    engineInstance.addResourceBundle(language, 'translation', { ...own.default, server: server.default });
  }
  await engineInstance.changeLanguage(language);
  const t = engineInstance.getFixedT(language);
  const format = (path: string, args: readonly unknown[]) => {
    const values: Record<string, unknown> = Object.fromEntries(args.map((arg, i) => [String(i), arg]));
    if (typeof args[0] === 'number') values.count = args[0];
    return t(path, values);
  };
  return { language, text: (path) => t(path), format };
}
