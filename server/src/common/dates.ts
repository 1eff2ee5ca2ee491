/** Times are stored as timestamptz; everything a person reads is in Korea time, whatever the server's zone. */
export const KOREA_TZ = 'Asia/Seoul';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: KOREA_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** ISO 8601 in Korea time with its offset, e.g. 2024-05-01T21:30:00+09:00 (Korea has no daylight saving). */
export function toKoreaIso(date: Date): string {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}+09:00`;
}

/** The calendar date in Korea, YYYY-MM-DD. */
export function koreaDate(date: Date): string {
  return toKoreaIso(date).slice(0, 10);
}
