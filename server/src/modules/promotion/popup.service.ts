import type { Context } from '../../context/context.js';
import { Popup } from './popup.entity.js';

/** Popups switched on by the admin, newest first. */
export function visiblePopups(ctx: Context): Promise<Popup[]> {
  return ctx.em.find(Popup, { isShow: true }, { orderBy: { no: 'desc' } });
}
