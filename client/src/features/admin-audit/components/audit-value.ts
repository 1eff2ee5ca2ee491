import { currentLanguage } from '../../../lib/i18n/language';
import { MSG } from '../../../lib/messages';

/** Long contents would swamp the panel: the history shows their start, the form shows them whole. */
const MAX_VALUE_LENGTH = 60;

/** A recorded JSON value as one short line: strings as they are, booleans as yes/no, absence as 'none'. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return MSG.adminAudit.noValue;
  if (typeof value === 'boolean') return value ? MSG.adminAudit.yes : MSG.adminAudit.no;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

/** The labels of known actions and fields; others show as the server recorded them. */
export const actionLabel = (action: string): string =>
  (MSG.adminAudit.actions as Record<string, string | undefined>)[action] ?? action;
export const fieldLabel = (field: string): string =>
  (MSG.adminAudit.fields as Record<string, string | undefined>)[field] ?? field;

const formats = new Map<string, Intl.DateTimeFormat>();

/** When a change happened, to the minute, on the clock in Korea. */
export function auditTime(iso: string): string {
  const language = currentLanguage();
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** The fields a change touched, in the order recorded, each with its value before and after. */
export function changedPairs(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}
