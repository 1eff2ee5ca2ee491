const won = new Intl.NumberFormat('ko-KR');

/** 12900 -> '12,900원'. Money is integer won everywhere; this is the only place it becomes text. */
export function formatWon(amount: number): string {
  return `${won.format(amount)}원`;
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
  const { year, month, day } = seoulDay(value);
  return `${year}년 ${month}월 ${day}일`;
}
