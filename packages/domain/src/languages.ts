/**
 * The interface languages: Korean (the spec's texts, and the fallback) and the five translations. A module of its
 * own so that the client's first load and the schemas can name them without loading any translation.
 */
export const LANGUAGES = ['ko', 'en', 'ja', 'zh-CN', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}
