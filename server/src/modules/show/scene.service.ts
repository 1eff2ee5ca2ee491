import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RowRef } from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { Character } from './character.entity.js';
import type { Item } from './item.entity.js';
import { Show } from './show.entity.js';
import { Style } from './style.entity.js';

/** A show with one of its characters, one of that character's outfits and the outfit's items: the home banner. */
export interface Scene {
  show: Show;
  characters: Character[];
  character: Character | null;
  style: Style | null;
  items: Item[];
}

/** The home page's reads need only the request's EntityManager (an explain test calls them with a fork). */
type Reader = Pick<Context, 'em'>;

const pick = <T>(list: T[]): T | null => (list.length === 0 ? null : list[randomInt(list.length)]!);

export function countShows({ em }: Reader): Promise<number> {
  return em.count(Show, {});
}

/** The n-th show (1-based, oldest first), as the original random banner asked for it. */
async function showAt(em: EntityManager, n: number): Promise<Show> {
  const [show] = n >= 1 ? await em.find(Show, {}, { orderBy: { no: 'asc' }, limit: 1, offset: n - 1 }) : [];
  if (!show) throw notFound();
  return show;
}

/** A random scene of the n-th show (1-based, oldest first); 404 when there is no such show. */
export async function sceneAt({ em }: Reader, { n }: { n: number }): Promise<Scene> {
  return sceneOf(em, await showAt(em, n));
}

/** A random scene of the given show, or of a random show; null when there are no shows. */
export async function randomScene({ em }: Reader, { showNo }: { showNo?: number | null }): Promise<Scene | null> {
  let show: Show | null;
  if (showNo != null) {
    show = await em.findOne(Show, { no: showNo });
    if (!show) throw notFound();
  } else {
    show = await randomShow(em);
    if (!show) return null;
  }
  return sceneOf(em, show);
}

/**
 * A uniformly random show without counting or sorting the shows: 16 numbers drawn up to the highest number, and the
 * first that names a show (primary-key lookups). Show numbers are dense (shows are deleted rarely), so one of them
 * hits all but never; if none does, the n-th show of a random n.
 */
export const RANDOM_SHOW_SQL = `select s.*
  from (select (1 + floor(random() * t.top))::int as no
          from (select max(no) as top from show) t, generate_series(1, 16)) r
  join show s on s.no = r.no
  limit 1`;

async function randomShow(em: EntityManager): Promise<Show | null> {
  const [row] = await em.execute<Record<string, unknown>[]>(RANDOM_SHOW_SQL);
  if (row) return em.map(Show, row);
  const total = await countShows({ em });
  return total === 0 ? null : showAt(em, randomInt(total) + 1);
}

async function sceneOf(em: EntityManager, show: Show): Promise<Scene> {
  const characters = await em.find(Character, { show }, { orderBy: { no: 'asc' } });
  const character = pick(characters);
  const styles = character ? await em.find(Style, { character }, { populate: ['items'], orderBy: { no: 'asc' } }) : [];
  // Prefer an outfit that has items to show.
  const style = pick(styles.filter((s) => s.items.length > 0)) ?? pick(styles);
  return { show, characters, character, style, items: style ? style.items.getItems() : [] };
}

/** A show with everything the detail page needs, in a fixed number of statements. */
export function showWithOutfits({ em }: Reader, { no }: RowRef): Promise<Show | null> {
  return em.findOne(Show, { no }, { populate: ['characters.styles.items'] });
}

/** Recently added shows, newest first. */
export function recentShows({ em }: Reader, { limit }: { limit: number }): Promise<Show[]> {
  return em.find(Show, {}, { orderBy: { no: 'desc' }, limit });
}
