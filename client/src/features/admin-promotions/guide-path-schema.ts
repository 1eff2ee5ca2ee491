import { z } from 'zod';
import { MSG } from '../../lib/messages';
import type { Target } from './components/target-picker';
import type { PathType } from './promotion-paths';

/** The guide path's fields, as the advertisement and popup forms hold them (GuidePathFields). */
export interface GuidePathValues {
  type: PathType | '';
  target: Target | null;
}

const target = z.object({ no: z.number(), name: z.string() }).nullable();

/** §5: the advertisement form has no client checks; the server judges its content. */
export function advertiseSchema() {
  return z.object({ content: z.string(), type: z.enum(['', 'product', 'show']), target });
}

export type AdvertiseFormValues = z.input<ReturnType<typeof advertiseSchema>>;
export type AdvertiseForm = z.output<ReturnType<typeof advertiseSchema>>;

/** §5: a picture, then a guide-path type, then (but for the product list) its target, each with its message. */
export function popupSchema() {
  const m = MSG.adminPromotions.popupForm;
  return z
    .object({
      file: z
        .instanceof(File)
        .nullable()
        .pipe(z.instanceof(File, { error: m.fileRequired })),
      type: z
        .enum(['', 'productList', 'product', 'show'])
        .pipe(z.enum(['productList', 'product', 'show'], m.pathTypeRequired)),
      target,
    })
    .refine((popup) => popup.type === 'productList' || popup.target !== null, {
      error: m.targetRequired,
      path: ['target'],
    });
}

export type PopupFormValues = z.input<ReturnType<typeof popupSchema>>;
export type PopupForm = z.output<ReturnType<typeof popupSchema>>;

/** The message of the first choice missing, in the spec's order. */
export function firstPopupProblem(errors: { [K in keyof PopupFormValues]?: { message?: string } }): string | null {
  return errors.file?.message ?? errors.type?.message ?? errors.target?.message ?? null;
}
