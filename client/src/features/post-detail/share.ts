/** Spec §9: a shared post is described by its first 30 characters. */
export const SHARE_DESCRIPTION_LENGTH = 30;

export const shareDescription = (content: string): string =>
  [...content.trim()].slice(0, SHARE_DESCRIPTION_LENGTH).join('');

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Hands the link to the device's share sheet (the Web Share API: messengers appear there, no provider SDK needed);
 * where there is none, or it fails, the link is copied to the clipboard instead.
 */
export async function sharePost(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
