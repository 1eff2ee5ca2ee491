import {
  adminFashionListArgs,
  itemInput,
  itemUpdateInput,
  rowNo,
  termArgs,
  type AdminFashionListArgsValue,
  type ItemInputValue,
  type ItemUpdateInputValue,
} from '@scene-shop/domain';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import { AdminFashionListArgs, ItemInput, ItemUpdateInput } from './admin-fashion.inputs.js';
import * as admin from './admin-fashion.service.js';
import { Character } from './character.entity.js';
import * as cascade from './fashion-cascade.js';
import { Item } from './item.entity.js';
import { Style } from './style.entity.js';
import { CacheRead } from '../../common/cache-read.js';

const ItemPage = PageOf(Item);

/** The console's character editor and item list (admin-console §2 Character editor, Show management; §4). */
@Resolver(() => Character)
export class AdminFashionResolver {
  @Authorized('ADMIN')
  @Query(() => Character, {
    nullable: true,
    description: 'Admin: a character with its show, styles, items and products; null when missing',
  })
  adminCharacter(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Character | null> {
    return admin.adminCharacter(ctx, { no });
  }

  @Authorized('ADMIN')
  @Query(() => ItemPage, { description: 'Admin: registered items, newest first, 6 a page (up to 60); term narrows' })
  adminItems(
    @ParsedArgs(() => AdminFashionListArgs, adminFashionListArgs) args: AdminFashionListArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Item>> {
    return admin.adminItems(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => [Item], { description: 'Admin: up to 10 items whose name contains the term; blank reads nothing' })
  itemAutocomplete(
    @ParsedArg('term', () => String, termArgs.shape.term) term: string,
    @Ctx() ctx: Context,
  ): Promise<Item[]> {
    return admin.itemAutocomplete(ctx, { term });
  }

  @Authorized('ADMIN')
  @Mutation(() => Style, { description: 'Admin: a new style (picture) of a character; its scrappers are alerted' })
  async addStyle(
    @ParsedArg('characterNo', () => Int, rowNo()) characterNo: number,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<Style> {
    return admin.addStyle(ctx, { characterNo, file: await openUpload(file) });
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admin: deletes a style with the items no other style uses' })
  deleteStyle(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return cascade.deleteStyle(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Item, { description: 'Admin: a new item in a style, with its picture (jpeg, png or gif)' })
  async addItem(
    @ParsedArg('styleNo', () => Int, rowNo()) styleNo: number,
    @ParsedArg('input', () => ItemInput, itemInput) input: ItemInputValue,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<Item> {
    return admin.addItem(ctx, { styleNo, ...input, file: await openUpload(file) });
  }

  @Authorized('ADMIN')
  @Mutation(() => Item, { description: 'Admin: edits an item; a new picture (optional) replaces the old one' })
  async updateItem(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @ParsedArg('input', () => ItemUpdateInput, itemUpdateInput) input: ItemUpdateInputValue,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Item> {
    return admin.updateItem(ctx, { no, ...input, file: await openUpload(file) });
  }

  @Authorized('ADMIN')
  @Mutation(() => Style, { description: 'Admin: links an existing item to a style (once)' })
  linkItem(
    @ParsedArg('styleNo', () => Int, rowNo()) styleNo: number,
    @ParsedArg('itemNo', () => Int, rowNo()) itemNo: number,
    @Ctx() ctx: Context,
  ): Promise<Style> {
    return admin.linkItem(ctx, { styleNo, itemNo });
  }

  @Authorized('ADMIN')
  @Mutation(() => Style, { description: 'Admin: takes an item out of a style; the item stays in the item list' })
  unlinkItem(
    @ParsedArg('styleNo', () => Int, rowNo()) styleNo: number,
    @ParsedArg('itemNo', () => Int, rowNo()) itemNo: number,
    @Ctx() ctx: Context,
  ): Promise<Style> {
    return admin.unlinkItem(ctx, { styleNo, itemNo });
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admin: deletes an item from every style it is in' })
  deleteItem(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return cascade.deleteItem(ctx, { no });
  }

  @CacheRead({ reads: ['style'] })
  @FieldResolver(() => Int, { description: 'How many styles the character has' })
  styleCount(@Root() character: Character, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.characterStyleCount.load(character.no);
  }
}

/** Where an item is worn and whose a style is: batched by MikroORM's dataloader (one statement per level). */
@Resolver(() => Item)
export class ItemStylesResolver {
  @CacheRead({ reads: ['style_item', 'style'] })
  @FieldResolver(() => [Style], { description: 'The styles the item is in, oldest first' })
  async styles(@Root() item: Item): Promise<Style[]> {
    return (await item.styles.load()).getItems().sort((a, b) => a.no - b.no);
  }
}

@Resolver(() => Style)
export class StyleCharacterResolver {
  @CacheRead({ reads: ['character'] })
  @FieldResolver(() => Character, { description: 'The character who wears the style' })
  character(@Root() style: Style): Promise<Character> {
    return style.character.load() as Promise<Character>;
  }
}
