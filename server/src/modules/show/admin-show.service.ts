import { msg } from '@scene-shop/domain';
import type { Readable } from 'node:stream';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AUTOCOMPLETE_LIMIT } from '../../common/search-terms.js';
import { matchTerm, TARGETS } from '../../common/term-match.js';
import { SearchCategory } from '../../common/enums.js';
import type { AdminFashionListArgs } from './admin-fashion.inputs.js';
import { Character } from './character.entity.js';
import { characterAudit, showAudit } from './fashion-audit.js';
import { keepingFile, type FashionFolder } from './fashion-files.js';
import { characterName, checkActor, checkTitle, searchText } from './fashion.rules.js';
import { Show } from './show.entity.js';
import { saveSourceImage } from './show-info/provider-image.js';
import type { ShowInfo } from './show-info/show-info.types.js';
import { showInfoProvider } from './show-info/tmdb-show-info.js';

type Row = Record<string, unknown>;

/**
 * The registered shows, newest first; a term narrows them as the storefront's search does (substring, similar
 * words, or 초성 such as 'ㄴㅁㅇㅇㅇ'). Two statements: the page and the count.
 */
export async function adminShows(em: EntityManager, args: AdminFashionListArgs): Promise<Page<Show>> {
  const term = searchText(args.term);
  const { where } = term ? matchTerm(TARGETS[SearchCategory.SHOW], term) : { where: { sql: 'true', params: [] } };
  const [rows, [counted]] = await Promise.all([
    em.execute<Row[]>(`select t.* from show t where ${where.sql} order by t.no desc limit ? offset ?`, [
      ...where.params,
      args.size,
      args.page * args.size,
    ]),
    em.execute<{ total: number }[]>(`select count(*)::int as total from show t where ${where.sql}`, where.params),
  ]);
  return toPage(
    rows.map((r) => em.map(Show, r)),
    counted?.total ?? 0,
    args.page,
    args.size,
  );
}

/** Up to 10 registered shows for the search box, best match first; a blank term reads nothing (§5). */
export async function showAutocomplete(em: EntityManager, term: string): Promise<Show[]> {
  const trimmed = searchText(term);
  if (!trimmed) return [];
  const { where, rank } = matchTerm(TARGETS[SearchCategory.SHOW], trimmed);
  const rows = await em.execute<Row[]>(
    `select t.* from show t where ${where.sql} order by ${rank.sql}, t.no desc limit ?`,
    [...where.params, ...rank.params, AUTOCOMPLETE_LIMIT],
  );
  return rows.map((r) => em.map(Show, r));
}

export function adminShow(em: EntityManager, no: number): Promise<Show | null> {
  return em.findOne(Show, { no });
}

/** 'find info': the show as the external source knows it; null when it does not (or no source is configured). */
export function findShowInfo(ctx: Context, title: string): Promise<ShowInfo | null> {
  const wanted = checkTitle(title);
  const provider = showInfoProvider(ctx.config, ctx.logger);
  return provider ? provider.findShow(wanted) : Promise.resolve(null);
}

/** A picture for a new row: the caller's upload, or one of the source's pictures fetched by the server. */
async function storePicture(ctx: Context, folder: FashionFolder, file: Readable | null, sourcePic?: string | null) {
  if (file) return (await ctx.storage.save(file, folder)).url;
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

/** Registers a found show; its poster (if any) is fetched by the server from the source's image address only. */
export async function addShow(ctx: Context, title: string, pic: string | null | undefined): Promise<Show> {
  const wanted = checkTitle(title);
  await ensureTitleFree(ctx.em, wanted);
  return createShow(ctx, wanted, await storePicture(ctx, 'show', null, pic));
}

/** Registers a show by hand: the title and a poster file. */
export async function addShowManually(ctx: Context, title: string, file: Readable | null): Promise<Show> {
  const wanted = checkTitle(title);
  if (!file) throw badInput(msg('adminFashion.fileRequired'), 'file');
  await ensureTitleFree(ctx.em, wanted);
  return createShow(ctx, wanted, await storePicture(ctx, 'show', file));
}

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

/** Checks the names (reported under the caller's field names) and that the show exists before a picture is stored. */
async function checkCharacter(ctx: Context, showNo: number, names: [string, string], fields: [string, string]) {
  const draft = { actor: checkActor(names[0], fields[0]), character: characterName(names[1], fields[1]) };
  if (!(await ctx.em.count(Show, { no: showNo }))) throw notFound();
  return draft;
}

/** Adds one of the actors the source found; the picture (if any) is fetched from the source's image address only. */
export async function addCharacter(
  ctx: Context,
  showNo: number,
  found: { actor: string; character: string; pic?: string | null },
): Promise<Character> {
  const draft = await checkCharacter(ctx, showNo, [found.actor, found.character], ['actor', 'character']);
  return createCharacter(ctx, showNo, draft, await storePicture(ctx, 'character', null, found.pic));
}

/** Adds a character by hand: actor name, character name and a picture file. */
export async function addCharacterManually(
  ctx: Context,
  showNo: number,
  names: { actorName: string; characterName: string },
  file: Readable | null,
): Promise<Character> {
  const draft = await checkCharacter(
    ctx,
    showNo,
    [names.actorName, names.characterName],
    ['actorName', 'characterName'],
  );
  if (!file) throw badInput(msg('adminFashion.fileRequired'), 'file');
  return createCharacter(ctx, showNo, draft, await storePicture(ctx, 'character', file));
}
