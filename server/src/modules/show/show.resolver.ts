import { pageArgs, rowNo, type PageArgsValue } from '@scene-shop/domain';
import { Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { Character } from './character.entity.js';
import { Item } from './item.entity.js';
import { Show } from './show.entity.js';
import * as shows from './show.service.js';
import { Style } from './style.entity.js';
import { CacheRead } from '../../common/cache-read.js';

const ShowPage = PageOf(Show);

/*
 * The show page's tree (characters, styles, items) loads through the request's loaders (show-tree.loaders.ts): one
 * hand-written statement per level for all sibling rows; a collection a service already populated is used as it
 * is. The items' products load through MikroORM's dataloader (DataloaderType.ALL): every Reference.load() made in
 * one tick becomes one query.
 */

@Resolver(() => Show)
export class ShowResolver {
  @CacheRead({ reads: ['show'] })
  @Query(() => ShowPage, { description: 'All shows, oldest first' })
  shows(@ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue, @Ctx() ctx: Context): Promise<Page<Show>> {
    return shows.listShows(ctx, page);
  }

  @CacheRead({ reads: ['show'] })
  @Query(() => Show, { nullable: true })
  show(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Show | null> {
    return shows.findShow(ctx, { no });
  }

  @CacheRead({ reads: ['character'] })
  @FieldResolver(() => [Character])
  async characters(@Root() show: Show, @Ctx() ctx: Context): Promise<Character[]> {
    return show.characters.isInitialized() ? show.characters.getItems() : ctx.loaders.showCharacters.load(show.no);
  }
}

@Resolver(() => Character)
export class CharacterResolver {
  @CacheRead({ reads: ['character', 'show'] })
  @Query(() => Character, {
    nullable: true,
    description: "A character with its show; the show page loads the current character's styles through it",
  })
  character(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Character | null> {
    return shows.findCharacter(ctx, { no });
  }

  @CacheRead({ reads: ['show'] })
  @FieldResolver(() => Show)
  show(@Root() character: Character): Promise<Show> {
    return character.show.load() as Promise<Show>;
  }

  @CacheRead({ reads: ['style'] })
  @FieldResolver(() => [Style])
  async styles(@Root() character: Character, @Ctx() ctx: Context): Promise<Style[]> {
    return character.styles.isInitialized()
      ? character.styles.getItems()
      : ctx.loaders.characterStyles.load(character.no);
  }
}

@Resolver(() => Style)
export class StyleResolver {
  @CacheRead({ reads: ['style_item', 'item', 'product'] })
  @FieldResolver(() => [Item])
  async items(@Root() style: Style, @Ctx() ctx: Context): Promise<Item[]> {
    return style.items.isInitialized() ? style.items.getItems() : ctx.loaders.styleItems.load(style.no);
  }
}

@Resolver(() => Item)
export class ItemResolver {
  @CacheRead({ reads: ['product'] })
  @FieldResolver(() => Product, { nullable: true, description: 'The similar product in the shop' })
  async product(@Root() item: Item): Promise<Product | null> {
    return item.product ? ((await item.product.load()) ?? null) : null;
  }
}
