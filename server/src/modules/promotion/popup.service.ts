import type { EntityManager } from '@mikro-orm/postgresql';
import { Popup } from './popup.entity.js';

/** Popups switched on by the admin, newest first. */
export function visiblePopups(em: EntityManager): Promise<Popup[]> {
  return em.find(Popup, { isShow: true }, { orderBy: { no: 'desc' } });
}
