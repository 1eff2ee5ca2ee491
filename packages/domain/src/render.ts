/**
 * A message in a reader's language, for the server (alerts and mails in a member's language): the translation of its
 * key, its arguments filled in, or the Korean original where a language lacks the key. The client does not import
 * this module (it would carry every language): its translator loads one locale file with the chosen language.
 */
import { koreanText } from './catalogue.js';
import type { Message } from './keys.js';
import type { Language } from './languages.js';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };

export { isLanguage, LANGUAGES, type Language } from './languages.js';

type Templates = { [key: string]: string | Templates };

const TRANSLATIONS: Record<Exclude<Language, 'ko'>, Templates> = { en, ja, 'zh-CN': zhCN, es, de };

function templateAt(templates: Templates, path: string): string | undefined {
  let node: string | Templates | undefined = templates;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The template of a key in a language, as i18next picks it: with a number as the first argument, the plural form
 * for that count (`key_one`, `key_other`) when the translation has one.
 */
function templateOf(templates: Templates, language: Language, message: Message): string | undefined {
  const [count] = message.args;
  if (typeof count === 'number') {
    const form = new Intl.PluralRules(language).select(count);
    const plural = templateAt(templates, `${message.key}_${form}`);
    if (plural !== undefined) return plural;
  }
  return templateAt(templates, message.key);
}

export function renderMessage(message: Message, language: Language = 'ko'): string {
  if (language === 'ko') return koreanText(message);
  const template = templateOf(TRANSLATIONS[language], language, message);
  if (template === undefined) return koreanText(message);
  return template.replace(/\{\{(\d+)\}\}/g, (_, i: string) => {
    const arg = message.args[Number(i)];
    return typeof arg === 'object' ? renderMessage(arg, language) : String(arg ?? '');
  });
}
