/**
 * The interface language: Korean by default and always the spec's texts; the other five load with i18next only when
 * chosen (`choose-language`), so a Korean visitor's first load carries neither. The choice is kept in this browser
 * and, for a signed-in member, on the account (`account-language`). The list of languages is the domain's.
 */
import { isLanguage, type Language } from '@scene-shop/domain/languages';
import { useSyncExternalStore } from 'react';

export type { Language };

/** What the catalogue reads through while a language other than Korean is chosen. */
export interface Translator {
  language: Exclude<Language, 'ko'>;
  text(path: string): string;
  format(path: string, args: readonly unknown[]): string;
}

export const STORAGE_KEY = 'scene-shop.language';
let active: Translator | null = null;
const listeners = new Set<() => void>();

export function activeTranslator(): Translator | null {
  return active;
}

export function currentLanguage(): Language {
  return active?.language ?? 'ko';
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : 'ko';
  } catch {
    return 'ko';
  }
}

/** Makes the catalogue read through `translator` (null: Korean) and renders the app again. */
export function activate(translator: Translator | null) {
  active = translator;
  document.documentElement.lang = currentLanguage();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, () => 'ko');
}
