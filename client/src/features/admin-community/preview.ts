/** Post content preview length on the moderation cards (admin-console §9). */
export const PREVIEW_LENGTH = 15;

/** The first 15 characters (whole characters, so an emoji is never cut in half). */
export const previewOf = (content: string): string => [...content].slice(0, PREVIEW_LENGTH).join('');
