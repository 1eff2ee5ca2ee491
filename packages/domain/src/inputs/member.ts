import { z } from 'zod';
import { rowNo } from './common.js';
import { memberRef } from './user.js';

/** A character a member scraps (bookmarks), by its number. */
export const scrapRef = z.strictObject({ characterNo: rowNo() });
export type ScrapRef = z.output<typeof scrapRef>;

/** A character and the member the documented scrap paths and body name. */
export const memberScrapRef = scrapRef.extend(memberRef.shape);
