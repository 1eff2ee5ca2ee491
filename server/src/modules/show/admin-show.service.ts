import {
  AUTOCOMPLETE_LIMIT,
  msg,
  type AdminFashionListArgsValue,
  type CharacterInputValue,
  type ManualCharacterInputValue,
  type RowRef,
  type ShowInputValue,
  type ShowTitleInputValue,
  type TermArgsValue,
} from '@scene-shop/domain';
import type { Readable } from 'node:stream';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SearchCategory } from '../../common/enums.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { toPage, type Page } from '../../common/paging.js';
import { matchTerm, TARGETS } from '../../common/term-match.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { Character } from './character.entity.js';
import { characterAudit, showAudit } from './fashion-audit.js';
import { copyShopFile, isShopFile, keepingFile, type FashionFolder, type WithFile } from './fashion-files.js';
import { Show } from './show.entity.js';
import { saveSourceImage } from './show-info/provider-image.js';
import type { ShowInfo } from './show-info/show-info.types.js';
import { showInfoProvider } from './show-info/tmdb-show-info.js';

type Row = Record<string, unknown>;

/**
 * The registered shows, newest first; a term narrows them as the storefront's search does (substring, similar
 * words, or 초성 such as 'ㄴㅁㅇㅇㅇ'). Two statements: the page and the count.
 */
export async function adminShows(ctx: Context, { term, page, size }: AdminFashionListArgsValue): Promise<Page<Show>> {
  const { where } = term ? matchTerm(TARGETS[SearchCategory.SHOW], term) : { where: { sql: 'true', params: [] } };
  const [rows, [counted]] = await Promise.all([
    ctx.em.execute<Row[]>(`select t.* from show t where ${where.sql} order by t.no desc limit ? offset ?`, [
      ...where.params,
      size,
      page * size,
    ]),
    ctx.em.execute<{ total: number }[]>(`select count(*)::int as total from show t where ${where.sql}`, where.params),
  ]);
  return toPage(
    rows.map((r) => ctx.em.map(Show, r)),
    counted?.total ?? 0,
    page,
    size,
  );
}

/** Up to 10 registered shows for the search box, best match first; a blank term reads nothing (§5). */
export async function showAutocomplete(ctx: Context, { term }: TermArgsValue): Promise<Show[]> {
  if (!term) return [];
  const { where, rank } = matchTerm(TARGETS[SearchCategory.SHOW], term);
  const rows = await ctx.em.execute<Row[]>(
    `select t.* from show t where ${where.sql} order by ${rank.sql}, t.no desc limit ?`,
    [...where.params, ...rank.params, AUTOCOMPLETE_LIMIT],
  );
  return rows.map((r) => ctx.em.map(Show, r));
}

export function adminShow(ctx: Context, { no }: RowRef): Promise<Show | null> {
  return ctx.em.findOne(Show, { no });
}

/** 'find info': the show as the external source knows it; null when it does not (or no source is configured). */
export function findShowInfo(ctx: Context, { title }: ShowTitleInputValue): Promise<ShowInfo | null> {
  const provider = showInfoProvider(ctx.config, ctx.logger);
  return provider ? provider.findShow(title) : Promise.resolve(null);
}

/**
 * A picture for a new row: the caller's upload, a copy of one the shop already serves, or one of the source's
 * pictures fetched by the server (no other address is ever read).
 */
async function storePicture(ctx: Context, folder: FashionFolder, file: Readable | null, sourcePic?: string | null) {
  if (file) return (await ctx.storage.save(file, folder)).url;
  if (sourcePic && isShopFile(sourcePic)) return copyShopFile(ctx, sourcePic, folder);
  if (sourcePic) return saveSourceImage(ctx, sourcePic, folder);
  return null;
}

async function ensureTitleFree(em: EntityManager, title: string): Promise<void> {
  if ((await em.count(Show, { title })) > 0) throw conflict(msg('adminFashion.titleTaken'), 'title');
}

async function createShow(ctx: Context, title: string, pic: string | null): Promise<Show> {
  const viewer = requireViewer(ctx);
  try {
    return await keepingFile(ctx, pic, () =>
      ctx.em.transactional(async (tem) => {
        const show = tem.create(Show, { title, pic });
        await showAudit.created(tem, viewer, show);
        return show;
      }),
    );
  } catch (err) {
    // Two admins registering the same title at once: the unique index decides.
    if (err instanceof UniqueConstraintViolationException) throw conflict(msg('adminFashion.titleTaken'), 'title');
    throw err;
  }
}

/** Registers a found show; its poster (if any) is copied from the shop's files or fetched from the source's. */
export async function addShow(ctx: Context, { title, pic }: ShowInputValue): Promise<Show> {
  await ensureTitleFree(ctx.em, title);
  return createShow(ctx, title, await storePicture(ctx, 'show', null, pic));
}

/** Registers a show by hand: the title and a poster file. */
export async function addShowManually(ctx: Context, { title, file }: ShowTitleInputValue & WithFile): Promise<Show> {
  if (!file) throw badInput(msg('adminFashion.fileRequired'), 'file');
  await ensureTitleFree(ctx.em, title);
  return createShow(ctx, title, await storePicture(ctx, 'show', file));
}

/** A character's names as stored: the actor, and the character with its suffix. */
interface CharacterDraft {
  actor: string;
  character: string;
}

/**
 * A new character of a show: a removal of the show meanwhile waits and then takes the character along, or the
 * character finds the show gone (404). The same actor and character twice in a show is refused.
 */
async function createCharacter(ctx: Context, showNo: number, draft: CharacterDraft, pic: string | null) {
  const viewer = requireViewer(ctx);
  return keepingFile(ctx, pic, () =>
    ctx.em.transactional(async (tem) => {
      // Locked for update: additions to one show take turns, so the duplicate check holds; a removal waits too.
      const show = await tem.findOne(Show, { no: showNo }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!show) throw notFound();
      if ((await tem.count(Character, { show, actorName: draft.actor, name: draft.character })) > 0)
        throw conflict(msg('adminFashion.characterTaken'), 'character');
      const character = tem.create(Character, { show, actorName: draft.actor, name: draft.character, pic });
      await characterAudit.created(tem, viewer, character);
      return character;
    }),
  );
}

/** The show must exist before a picture is stored for its new character. */
async function showOrFail(em: EntityManager, showNo: number): Promise<void> {
  if (!(await em.count(Show, { no: showNo }))) throw notFound();
}

/** Adds one of the actors the source found; its picture (if any) is a copy of the shop's or the source's. */
export async function addCharacter(
  ctx: Context,
  { showNo, actor, character, pic }: CharacterInputValue,
): Promise<Character> {
  await showOrFail(ctx.em, showNo);
  return createCharacter(ctx, showNo, { actor, character }, await storePicture(ctx, 'character', null, pic));
}

/** Adds a character by hand: actor name, character name and a picture file. */
export async function addCharacterManually(
  ctx: Context,
  { showNo, actorName, characterName, file }: ManualCharacterInputValue & WithFile,
): Promise<Character> {
  await showOrFail(ctx.em, showNo);
  if (!file) throw badInput(msg('adminFashion.fileRequired'), 'file');
  const draft = { actor: actorName, character: characterName };
  return createCharacter(ctx, showNo, draft, await storePicture(ctx, 'character', file));
}
