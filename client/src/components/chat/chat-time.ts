import { seoulDay } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n/language';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A message's time of day in Korea, the chosen language's way ('오후 3:07', '3:07 PM'). */
export function formatChatTime(value: string): string {
  const language = currentLanguage();
  let clock = clocks.get(language);
  if (!clock) {
    clock = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Seoul' });
    clocks.set(language, clock);
  }
  return clock.format(new Date(value));
}

/** Whether two instants fall on the same calendar day in Korea (a day separator goes between them otherwise). */
export function sameSeoulDay(a: string, b: string): boolean {
  const x = seoulDay(a);
  const y = seoulDay(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}
