/**
 * The interface language: Korean by default and always the spec's texts; the other five load with i18next only when
 * chosen, so a Korean visitor's first load carries neither. The choice is kept in this browser.
 */
import { useSyncExternalStore } from 'react';

export const LANGUAGES = [
  { code: 'ko', name: '한국어' },
  { code: 'en', name: 'English' },
  { code: 'ja', name: '日本語' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** What the catalogue reads through while a language other than Korean is chosen. */
export interface Translator {
  language: Exclude<Language, 'ko'>;
  text(path: string): string;
  format(path: string, args: readonly unknown[]): string;
  /** The translation of a Korean catalogue text that reached us as text (a form rule's or the server's message). */
  translateKorean(text: string): string;
}

const STORAGE_KEY = 'scene-shop.language';
let active: Translator | null = null;
const listeners = new Set<() => void>();

export function activeTranslator(): Translator | null {
  return active;
}

export function currentLanguage(): Language {
  return active?.language ?? 'ko';
}

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : 'ko';
  } catch {
    return 'ko';
  }
}

function activate(translator: Translator | null) {
  active = translator;
  document.documentElement.lang = currentLanguage();
  for (const listener of listeners) listener();
}

/** Switches the interface (loading the language's catalogue first) and remembers the choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  if (language === currentLanguage()) return;
  const translator = language === 'ko' ? null : await (await import('./translator.js')).loadTranslator(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts until the page closes.
  }
  activate(translator);
}

/** A Korean catalogue text that arrived as text, in the chosen language. */
export function localizeText(text: string): string {
  return active ? active.translateKorean(text) : text;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, () => 'ko');
}
