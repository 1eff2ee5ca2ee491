import {
  adminFashionListArgs,
  characterInput,
  manualCharacterInput,
  rowNo,
  showInput,
  termArgs,
  type AdminFashionListArgsValue,
} from '@scene-shop/domain';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import { AdminFashionListArgs } from './admin-fashion.inputs.js';
import * as admin from './admin-show.service.js';
import { Character } from './character.entity.js';
import * as cascade from './fashion-cascade.js';
import { Show } from './show.entity.js';
import { ShowInfo } from './show-info/show-info.types.js';

const ShowPage = PageOf(Show);

/** The console's show management and show detail (admin-console §2 Show management, Show detail; §4 cascades). */
@Resolver(() => Show)
export class AdminShowResolver {
  @Authorized('ADMIN')
  @Query(() => ShowPage, { description: 'Admin: registered shows, newest first, 6 a page (up to 60); term narrows' })
  adminShows(
    @ParsedArgs(() => AdminFashionListArgs, adminFashionListArgs) args: AdminFashionListArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Show>> {
    return admin.adminShows(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => [Show], { description: 'Admin: up to 10 registered shows matching the term; blank reads nothing' })
  showAutocomplete(
    @ParsedArg('term', () => String, termArgs.shape.term) term: string,
    @Ctx() ctx: Context,
  ): Promise<Show[]> {
    return admin.showAutocomplete(ctx, { term });
  }

  @Authorized('ADMIN')
  @Query(() => ShowInfo, {
    nullable: true,
    description: "Admin: 'find info' in the external show source; null when it finds nothing or none is configured",
  })
  findShowInfo(
    @ParsedArg('title', () => String, showInput.shape.title) title: string,
    @Ctx() ctx: Context,
  ): Promise<ShowInfo | null> {
    return admin.findShowInfo(ctx, { title });
  }

  @Authorized('ADMIN')
  @Query(() => Show, { nullable: true, description: 'Admin: one show with its characters; null when missing' })
  adminShow(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Show | null> {
    return admin.adminShow(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Show, {
    description: "Admin: registers a found show; pic must be the source's poster URL (the server fetches it)",
  })
  addShow(
    @ParsedArg('title', () => String, showInput.shape.title) title: string,
    @ParsedArg('pic', () => String, showInput.shape.pic, { nullable: true }) pic: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Show> {
    return admin.addShow(ctx, { title, pic });
  }

  @Authorized('ADMIN')
  @Mutation(() => Show, { description: 'Admin: registers a show by hand with its poster (jpeg, png or gif)' })
  async addShowManually(
    @ParsedArg('title', () => String, showInput.shape.title) title: string,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<Show> {
    return admin.addShowManually(ctx, { title, file: await openUpload(file) });
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, {
    description: 'Admin: deletes a show with its characters, styles and the items no other show uses',
  })
  deleteShow(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return cascade.deleteShow(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Character, {
    description: "Admin: adds an actor the source found; pic must be the source's picture URL (the server fetches it)",
  })
  addCharacter(
    @ParsedArg('showNo', () => Int, rowNo()) showNo: number,
    @ParsedArg('actor', () => String, characterInput.shape.actor) actor: string,
    @ParsedArg('character', () => String, characterInput.shape.character, {
      description: 'Without the " 역" suffix, which the server adds',
    })
    character: string,
    @ParsedArg('pic', () => String, characterInput.shape.pic, { nullable: true }) pic: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Character> {
    return admin.addCharacter(ctx, { showNo, actor, character, pic });
  }

  @Authorized('ADMIN')
  @Mutation(() => Character, { description: 'Admin: adds a character by hand with its picture (jpeg, png or gif)' })
  async addCharacterManually(
    @ParsedArg('showNo', () => Int, rowNo()) showNo: number,
    @ParsedArg('actorName', () => String, manualCharacterInput.shape.actorName) actorName: string,
    @ParsedArg('characterName', () => String, manualCharacterInput.shape.characterName, {
      description: 'Without the " 역" suffix, which the server adds',
    })
    characterName: string,
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<Character> {
    return admin.addCharacterManually(ctx, { showNo, actorName, characterName, file: await openUpload(file) });
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admin: deletes a character with its styles and the items only they use' })
  deleteCharacter(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return cascade.deleteCharacter(ctx, { no });
  }
}
