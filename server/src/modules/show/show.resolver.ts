import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { Character } from './character.entity.js';
import { Item } from './item.entity.js';
import { Show } from './show.entity.js';
import * as shows from './show.service.js';
import { Style } from './style.entity.js';

const ShowPage = PageOf(Show);

/*
 * Relations below load through MikroORM's dataloader (DataloaderType.ALL): every Collection.load() or
 * Reference.load() made for sibling rows in one tick becomes one query, so a nested list costs one
 * statement per level, not one per row.
 */

@Resolver(() => Show)
export class ShowResolver {
  @Query(() => ShowPage, { description: 'All shows, oldest first' })
  shows(@Args() page: PageArgs, @Ctx() ctx: Context): Promise<Page<Show>> {
    return shows.listShows(ctx.em, page);
  }

  @Query(() => Show, { nullable: true })
  show(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Show | null> {
    return shows.findShow(ctx.em, no);
  }

  @FieldResolver(() => [Character])
  async characters(@Root() show: Show): Promise<Character[]> {
    return (await show.characters.load()).getItems();
  }
}

@Resolver(() => Character)
export class CharacterResolver {
  @Query(() => Character, {
    nullable: true,
    description: "A character with its show; the show page loads the current character's styles through it",
  })
  character(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Character | null> {
    return shows.findCharacter(ctx.em, no);
  }

  @FieldResolver(() => Show)
  show(@Root() character: Character): Promise<Show> {
    return character.show.load() as Promise<Show>;
  }

  @FieldResolver(() => [Style])
  async styles(@Root() character: Character): Promise<Style[]> {
    return (await character.styles.load()).getItems();
  }
}

@Resolver(() => Style)
export class StyleResolver {
  @FieldResolver(() => [Item])
  async items(@Root() style: Style): Promise<Item[]> {
    return (await style.items.load()).getItems();
  }
}

@Resolver(() => Item)
export class ItemResolver {
  @FieldResolver(() => Product, { nullable: true, description: 'The similar product in the shop' })
  async product(@Root() item: Item): Promise<Product | null> {
    return item.product ? ((await item.product.load()) ?? null) : null;
  }
}
