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

/** An ISO instant shown as its calendar day in Korea: 'Y년 M월 D일'. */
export function formatKoreanDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = Object.fromEntries(seoulParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}년 ${parts.month}월 ${parts.day}일`;
}
