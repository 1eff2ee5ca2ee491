import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import { Character } from '../show/character.entity.js';
import { Scrap } from './scrap.entity.js';

export interface ScrapState {
  characterNo: number;
  scrapped: boolean;
  count: number;
}

/** Scrap counts for many characters in one statement. */
export async function countScraps(em: EntityManager, characterNos: readonly number[]): Promise<Map<number, number>> {
  const rows = await em
    .createQueryBuilder(Scrap, 's')
    .select(['s.character', raw('count(*) as n')])
    .where({ character: { $in: [...characterNos] } })
    .groupBy('s.character')
    .execute<{ character_no: number; n: string }[]>('all', false);
  return new Map(rows.map((r) => [Number(r.character_no), Number(r.n)]));
}

/** Which of these characters the viewer has scrapped, in one statement. */
export async function scrappedBy(
  em: EntityManager,
  userNo: number,
  characterNos: readonly number[],
): Promise<Set<number>> {
  const rows = await em.find(Scrap, { user: userNo, character: { $in: [...characterNos] } }, { fields: ['character'] });
  return new Set(rows.map((s) => s.character.unwrap().no));
}

async function state(em: EntityManager, userNo: number | null, characterNo: number): Promise<ScrapState> {
  const [count, mine] = await Promise.all([
    em.count(Scrap, { character: characterNo }),
    userNo ? em.count(Scrap, { character: characterNo, user: userNo }) : Promise.resolve(0),
  ]);
  return { characterNo, scrapped: mine > 0, count };
}

/** The scrap count, and whether that member (null for a guest) scrapped the character. */
export async function scrapState(em: EntityManager, userNo: number | null, characterNo: number): Promise<ScrapState> {
  if ((await em.count(Character, { no: characterNo })) === 0) throw notFound();
  return state(em, userNo, characterNo);
}

/** Idempotent: a double click or a retried request leaves exactly one scrap. */
export async function scrap(em: EntityManager, userNo: number, characterNo: number): Promise<ScrapState> {
  if ((await em.count(Character, { no: characterNo })) === 0) throw notFound();
  await em
    .createQueryBuilder(Scrap)
    .insert({ user: userNo, character: characterNo })
    .onConflict(['user', 'character'])
    .ignore()
    .execute();
  return state(em, userNo, characterNo);
}

/** Idempotent: removing a scrap that is not there is not an error and never makes a count negative. */
export async function unscrap(em: EntityManager, userNo: number, characterNo: number): Promise<ScrapState> {
  await em.nativeDelete(Scrap, { user: userNo, character: characterNo });
  return state(em, userNo, characterNo);
}

/** A member's scraps, newest first, with the character and its show loaded in one statement each. */
export async function myScraps(em: EntityManager, userNo: number, args: PageArgs): Promise<Page<Scrap>> {
  const [rows, total] = await em.findAndCount(
    Scrap,
    { user: userNo },
    { populate: ['character.show'], orderBy: { no: 'desc' }, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}
