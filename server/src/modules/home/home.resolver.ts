import { randomSceneArgs } from '@scene-shop/domain';
import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Popup } from '../promotion/popup.entity.js';
import { visiblePopups } from '../promotion/popup.service.js';
import { Character } from '../show/character.entity.js';
import { Item } from '../show/item.entity.js';
import * as scenes from '../show/scene.service.js';
import { Show } from '../show/show.entity.js';
import { Style } from '../show/style.entity.js';
import { CacheRead } from '../../common/cache-read.js';

@ObjectType({ description: 'A show, one of its characters, one outfit and its items' })
export class Scene implements scenes.Scene {
  @Field(() => Show) show!: Show;
  @Field(() => [Character], { description: "All the show's characters" }) characters!: Character[];
  @Field(() => Character, { nullable: true }) character!: Character | null;
  @Field(() => Style, { nullable: true }) style!: Style | null;
  @Field(() => [Item]) items!: Item[];
}

@Resolver()
export class HomeResolver {
  @CacheRead({ reads: ['popup'] })
  @Query(() => [Popup], { description: 'Popups to show on the home page' })
  popups(@Ctx() ctx: Context): Promise<Popup[]> {
    return visiblePopups(ctx);
  }

  @CacheRead({ reads: ['show', 'character', 'style', 'style_item', 'item', 'product'], maxAge: 10 })
  @Query(() => Scene, { nullable: true, description: 'A random scene of the given show, or of a random show' })
  randomScene(
    @ParsedArg('showNo', () => Int, randomSceneArgs.shape.showNo, { nullable: true }) showNo: number | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Scene | null> {
    return scenes.randomScene(ctx, { showNo });
  }
}
