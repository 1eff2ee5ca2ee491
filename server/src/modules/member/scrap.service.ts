import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageArgsValue, ScrapRef } from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { Character } from '../show/character.entity.js';
import { Scrap } from './scrap.entity.js';

export interface ScrapState {
  characterNo: number;
  scrapped: boolean;
  count: number;
}

/** The member a documented path names (the caller, or any member for the admin: the route's reader policy). */
export interface NamedMember {
  memberNo?: number;
}

async function assertCharacter(em: EntityManager, characterNo: number): Promise<void> {
  if ((await em.count(Character, { no: characterNo })) === 0) throw notFound();
}

async function state(em: EntityManager, userNo: number | null, characterNo: number): Promise<ScrapState> {
  const [count, mine] = await Promise.all([
    em.count(Scrap, { character: characterNo }),
    userNo ? em.count(Scrap, { character: characterNo, user: userNo }) : Promise.resolve(0),
  ]);
  return { characterNo, scrapped: mine > 0, count };
}

/** How many members scrapped the character. */
export async function scrapCount(ctx: Context, { characterNo }: ScrapRef): Promise<number> {
  await assertCharacter(ctx.em, characterNo);
  return ctx.em.count(Scrap, { character: characterNo });
}

/** The scrap count, and whether the named member (else the caller; a guest: no) scrapped the character. */
export async function scrapState(ctx: Context, { characterNo, memberNo }: ScrapRef & NamedMember): Promise<ScrapState> {
  await assertCharacter(ctx.em, characterNo);
  return state(ctx.em, memberNo ?? ctx.viewer?.no ?? null, characterNo);
}

/** Idempotent: a double click or a retried request leaves exactly one scrap. */
export async function scrap(ctx: Context, { characterNo }: ScrapRef): Promise<ScrapState> {
  const userNo = requireViewer(ctx).no;
  await assertCharacter(ctx.em, characterNo);
  await ctx.em
    .createQueryBuilder(Scrap)
    .insert({ user: userNo, character: characterNo })
    .onConflict(['user', 'character'])
    .ignore()
    .execute();
  return state(ctx.em, userNo, characterNo);
}

/** Idempotent: removing a scrap that is not there is not an error and never makes a count negative. */
export async function unscrap(ctx: Context, { characterNo }: ScrapRef): Promise<ScrapState> {
  const userNo = requireViewer(ctx).no;
  await ctx.em.nativeDelete(Scrap, { user: userNo, character: characterNo });
  return state(ctx.em, userNo, characterNo);
}

/** A member's scraps (the caller's, or the named member's), newest first, with the character and its show. */
export async function myScraps(ctx: Context, { memberNo, ...page }: PageArgsValue & NamedMember): Promise<Page<Scrap>> {
  const userNo = memberNo ?? requireViewer(ctx).no;
  const [rows, total] = await ctx.em.findAndCount(
    Scrap,
    { user: userNo },
    { populate: ['character.show'], orderBy: { no: 'desc' }, ...pageWindow(page) },
  );
  return toPage(rows, total, page.page, page.size);
}
