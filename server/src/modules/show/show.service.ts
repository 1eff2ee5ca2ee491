import type { EntityManager } from '@mikro-orm/postgresql';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import { Character } from './character.entity.js';
import { Show } from './show.entity.js';

export async function listShows(em: EntityManager, args: PageArgs): Promise<Page<Show>> {
  const [rows, total] = await em.findAndCount(Show, {}, { orderBy: { no: 'asc' }, ...pageWindow(args) });
  return toPage(rows, total, args.page, args.size);
}

export function findShow(em: EntityManager, no: number): Promise<Show | null> {
  return em.findOne(Show, { no });
}

export function findCharacter(em: EntityManager, no: number): Promise<Character | null> {
  return em.findOne(Character, { no });
}
