import { currentLanguage } from './i18n/language.js';

const won = new Intl.NumberFormat('ko-KR');
const foreignWon = new Map<string, Intl.NumberFormat>();
const foreignDates = new Map<string, Intl.DateTimeFormat>();

/**
 * 12900 -> '12,900원' (in another language, that language's way: '₩12,900'). Money is integer won everywhere; this
 * is the only place it becomes text.
 */
export function formatWon(amount: number): string {
  const language = currentLanguage();
  if (language === 'ko') return `${won.format(amount)}원`;
  let format = foreignWon.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: 'KRW' });
    foreignWon.set(language, format);
  }
  return format.format(amount);
}

const seoulParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** Year, month and day of an instant on the calendar in Korea. */
export function seoulDay(value: string | Date) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = Object.fromEntries(seoulParts.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** An ISO instant shown as its calendar day in Korea: 'Y년 M월 D일'. */
export function formatKoreanDate(value: string | Date): string {
  const language = currentLanguage();
  if (language !== 'ko') {
    const date = typeof value === 'string' ? new Date(value) : value;
    let format = foreignDates.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Asia/Seoul' });
      foreignDates.set(language, format);
    }
    return format.format(date);
  }
  const { year, month, day } = seoulDay(value);
  return `${year}년 ${month}월 ${day}일`;
}
