import { pageArgs, rowNo, type PageArgsValue } from '@scene-shop/domain';
import { Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Scrap } from './scrap.entity.js';
import { Character } from '../show/character.entity.js';
import * as scraps from './scrap.service.js';
import { CacheRead } from '../../common/cache-read.js';

@ObjectType()
export class ScrapState implements scraps.ScrapState {
  @Field(() => Int) characterNo!: number;
  @Field({ description: 'Whether the caller has scrapped the character' }) scrapped!: boolean;
  @Field(() => Int) count!: number;
}

@Resolver(() => Character)
export class CharacterScrapResolver {
  @CacheRead({ reads: ['scrap'] })
  @FieldResolver(() => Int, { description: 'How many members scrapped this character' })
  scrapCount(@Root() character: Character, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.scrapCount.load(character.no);
  }

  @CacheRead({ reads: ['scrap'], scope: 'PRIVATE' })
  @FieldResolver(() => Boolean, { description: 'Whether the caller scrapped this character (false for guests)' })
  scrappedByMe(@Root() character: Character, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.scrappedByViewer.load(character.no);
  }
}

const ScrapPage = PageOf(Scrap);

@Resolver(() => Scrap)
export class ScrapResolver {
  @Authorized()
  @CacheRead({ reads: ['scrap'], scope: 'PRIVATE' })
  @Query(() => ScrapPage, { description: "The caller's scraps, newest first" })
  myScraps(@ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue, @Ctx() ctx: Context): Promise<Page<Scrap>> {
    return scraps.myScraps(ctx, page);
  }

  @CacheRead({ reads: ['character'] })
  @FieldResolver(() => Character)
  character(@Root() scrap: Scrap): Promise<Character> {
    return scrap.character.load() as Promise<Character>;
  }

  @CacheRead({ reads: ['scrap', 'character'], scope: 'PRIVATE' })
  @Query(() => ScrapState)
  scrapState(
    @ParsedArg('characterNo', () => Int, rowNo()) characterNo: number,
    @Ctx() ctx: Context,
  ): Promise<ScrapState> {
    return scraps.scrapState(ctx, { characterNo });
  }

  @Authorized()
  @Mutation(() => ScrapState, { description: 'Scrap a character; repeating it changes nothing' })
  scrapCharacter(
    @ParsedArg('characterNo', () => Int, rowNo()) characterNo: number,
    @Ctx() ctx: Context,
  ): Promise<ScrapState> {
    return scraps.scrap(ctx, { characterNo });
  }

  @Authorized()
  @Mutation(() => ScrapState, { description: 'Remove a scrap; repeating it changes nothing' })
  unscrapCharacter(
    @ParsedArg('characterNo', () => Int, rowNo()) characterNo: number,
    @Ctx() ctx: Context,
  ): Promise<ScrapState> {
    return scraps.unscrap(ctx, { characterNo });
  }
}
