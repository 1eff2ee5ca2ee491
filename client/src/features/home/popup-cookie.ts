/** Spec §9: 'do not show today' keeps a popup closed for one day, per member or for guests. */
export const POPUP_COOKIE_MAX_AGE = 86400;

export function popupCookieName(userNo: number | null, popupNo: number): string {
  return `${userNo ?? 'guest'}_popup_${popupNo}`;
}

export function isPopupDismissed(userNo: number | null, popupNo: number, cookies = document.cookie): boolean {
  const name = popupCookieName(userNo, popupNo);
  return cookies.split(';').some((c) => c.trim().startsWith(`${name}=`));
}

export function dismissPopupToday(userNo: number | null, popupNo: number): void {
  const name = popupCookieName(userNo, popupNo);
  document.cookie = `${name}=1; max-age=${POPUP_COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
}
