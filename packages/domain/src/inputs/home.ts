import { z } from 'zod';
import { INT_MAX, rowNo } from './common.js';

/** A random scene of one show, or of a random show. */
export const randomSceneArgs = z.strictObject({ showNo: rowNo().nullish() });
export type RandomSceneArgsValue = z.output<typeof randomSceneArgs>;

/** GET /api/main/random/{n}: the n-th show (from 0) of the count GET /api/main/forRandom answered. */
export const sceneAtRef = z.strictObject({ n: z.int().min(0).max(INT_MAX) });
