/** Choosing a language: loaded with the support menu, or before the first paint when an earlier visit chose one. */
import { LANGUAGES as CODES } from '@scene-shop/domain/languages';
import { activate, currentLanguage, STORAGE_KEY, type Language } from './language.js';

const NAMES: Record<Language, string> = {
  ko: '한국어',
  en: 'English',
  ja: '日本語',
  'zh-CN': '简体中文',
  es: 'Español',
  de: 'Deutsch',
};

/** The six languages by their own names, in the domain's order. */
export const LANGUAGES: readonly { code: Language; name: string }[] = CODES.map((code) => ({
  code,
  name: NAMES[code],
}));

/**
 * The choice as the server sees it: the first screen it puts into a page's HTML is in Korean, so for another language
 * it leaves it out (server/src/http/static-files.ts) rather than show Korean before the scripts.
 */
const COOKIE = 'scene-shop.language';

/** Switches the interface (loading the language's catalogue first) and remembers the choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  if (language === currentLanguage()) return;
  const translator = language === 'ko' ? null : await (await import('./translator.js')).loadTranslator(language);
  document.cookie = `${COOKIE}=${language}; max-age=${365 * 24 * 3600}; path=/; SameSite=Lax`;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts until the page closes.
  }
  activate(translator);
}
