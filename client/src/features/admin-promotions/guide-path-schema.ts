import { popupPath } from '@scene-shop/domain/inputs';
import { z } from 'zod';
import { MSG } from '../../lib/messages';
import type { Target } from './components/target-picker';
import type { PathType } from './promotion-paths';

/** The guide path's fields, as the advertisement and popup forms hold them (GuidePathFields). */
export interface GuidePathValues {
  type: PathType | '';
  target: Target | null;
  /** The path typed for the 'shopPath' type (popups only). */
  path?: string;
}

const target = z.object({ no: z.number(), name: z.string() }).nullable();

/** §5: the advertisement form has no client checks; the server judges its content. */
export function advertiseSchema() {
  return z.object({ content: z.string(), type: z.enum(['', 'product', 'show']), target });
}

export type AdvertiseFormValues = z.input<ReturnType<typeof advertiseSchema>>;
export type AdvertiseForm = z.output<ReturnType<typeof advertiseSchema>>;

const POPUP_TYPES = ['productList', 'product', 'show', 'shopPath'] as const;

/**
 * §5: a picture, then a guide-path type, then its target (none for the product list), each with its message; a typed
 * path of the shop is judged by the shared rule the server applies (a path inside the shop, query and all).
 */
export function popupSchema() {
  const m = MSG.adminPromotions.popupForm;
  return z
    .object({
      file: z
        .instanceof(File)
        .nullable()
        .pipe(z.instanceof(File, { error: m.fileRequired })),
      type: z.enum(['', ...POPUP_TYPES]).pipe(z.enum(POPUP_TYPES, m.pathTypeRequired)),
      target,
      path: z.string().trim(),
    })
    .refine((popup) => (popup.type !== 'product' && popup.type !== 'show') || popup.target !== null, {
      error: m.targetRequired,
      path: ['target'],
    })
    .superRefine((popup, ctx) => {
      const broken = popup.type === 'shopPath' ? popupPath.safeParse(popup.path).error?.issues[0] : undefined;
      if (broken) ctx.addIssue({ code: 'custom', message: broken.message, path: ['path'] });
    });
}

export type PopupFormValues = z.input<ReturnType<typeof popupSchema>>;
export type PopupForm = z.output<ReturnType<typeof popupSchema>>;

/** The message of the first choice missing, in the spec's order. */
export function firstPopupProblem(errors: { [K in keyof PopupFormValues]?: { message?: string } }): string | null {
  return errors.file?.message ?? errors.type?.message ?? errors.target?.message ?? errors.path?.message ?? null;
}
