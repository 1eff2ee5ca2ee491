import type { PageArgsValue, RowRef } from '@scene-shop/domain';
import { toPage, type Page } from '../../common/paging.js';
import { entityColumns, mapRow } from '../../common/entity-rows.js';
import type { Context } from '../../context/context.js';
import { Character } from './character.entity.js';
import { Show } from './show.entity.js';

/** The page and the count at once, as findAndCount would, from hand-written SQL (the list is read on every visit). */
export async function listShows({ em }: Context, { page, size }: PageArgsValue): Promise<Page<Show>> {
  const [rows, [counted]] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select ${entityColumns(em, Show, 's')} from show s order by s.no limit ? offset ?`,
      [size, page * size],
    ),
    em.execute<{ total: number }[]>('select count(*)::int as total from show'),
  ]);
  return toPage(
    rows.map((r) => mapRow(em, Show, r)),
    counted?.total ?? 0,
    page,
    size,
  );
}

export async function findShow({ em }: Context, { no }: RowRef): Promise<Show | null> {
  const [row] = await em.execute<Record<string, unknown>[]>(
    `select ${entityColumns(em, Show, 's')} from show s where s.no = ?`,
    [no],
  );
  return row ? mapRow(em, Show, row) : null;
}

export function findCharacter({ em }: Context, { no }: RowRef): Promise<Character | null> {
  return em.findOne(Character, { no });
}
