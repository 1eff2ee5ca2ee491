import { claimInput, myClaimsArgs, rowNo, type ClaimInputValue, type PageArgsValue } from '@scene-shop/domain';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CacheRead } from '../../common/cache-read.js';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import { ProductOption } from '../catalog/product-option.entity.js';
import { OrderProduct } from '../order/order-product.entity.js';
import { Claim, ClaimEvent, ClaimState } from './claim.entity.js';
import { ClaimInput } from './claim.inputs.js';
import * as claims from './claim.service.js';

const ClaimPage = PageOf(Claim);

@Resolver(() => Claim)
export class ClaimResolver {
  @Authorized()
  @Query(() => ClaimPage, { description: "The caller's returns and exchanges, newest first, with their history" })
  myClaims(@ParsedArgs(() => PageArgs, myClaimsArgs) page: PageArgsValue, @Ctx() ctx: Context): Promise<Page<Claim>> {
    return claims.myClaims(ctx, page);
  }

  @Authorized()
  @Query(() => Claim, { description: "One of the caller's claims (any claim for the admin)" })
  claim(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Claim> {
    return claims.claimForViewer(ctx, { no });
  }

  @Authorized()
  @Query(() => [ProductOption], {
    description: "The options one of the caller's lines may be exchanged for (its product's other active options)",
  })
  exchangeOptions(
    @ParsedArg('orderProductNo', () => Int, rowNo()) orderProductNo: number,
    @Ctx() ctx: Context,
  ): Promise<ProductOption[]> {
    return claims.exchangeOptions(ctx, { no: orderProductNo });
  }

  /** The photos are uploads (streams, not input a schema checks): declared as an argument and opened here. */
  @Authorized()
  @Mutation(() => Claim, {
    description:
      'Ask to return or exchange one delivered line within RETURN_WINDOW_DAYS of 배송완료, with up to 3 photos; ' +
      "the order's state does not change",
  })
  async requestClaim(
    @ParsedArg('input', () => ClaimInput, claimInput) input: ClaimInputValue,
    @Arg('photos', () => [GraphQLUpload], { nullable: true }) photos: Promise<FileUpload>[] | null,
    @Ctx() ctx: Context,
  ): Promise<Claim> {
    const opened = await Promise.all((photos ?? []).map((p) => openUpload(p)));
    return claims.requestClaim(ctx, { ...input, photos: opened.filter((s) => s !== null) });
  }

  @FieldResolver(() => Int)
  orderNo(@Root() claim: Claim): number {
    return claim.order.no;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The name the order was placed under' })
  async ordererName(@Root() claim: Claim): Promise<string | null> {
    return (await claim.order.load())?.recipientName ?? null;
  }

  @FieldResolver(() => OrderProduct, { description: 'The order line returned or exchanged' })
  async line(@Root() claim: Claim): Promise<OrderProduct> {
    return (await claim.orderProduct.load())!;
  }

  @FieldResolver(() => [ClaimEvent], { description: 'Every step, oldest first: who, when, what' })
  async history(@Root() claim: Claim): Promise<ClaimEvent[]> {
    return (await claim.history.load()).getItems();
  }
}

@Resolver(() => OrderProduct)
export class OrderLineClaimResolver {
  @CacheRead({ reads: ['claim'] })
  @FieldResolver(() => [Claim], { description: "This line's returns and exchanges, newest first" })
  claims(@Root() line: OrderProduct, @Ctx() ctx: Context): Promise<Claim[]> {
    return ctx.loaders.claimsOfLine.load(line.no);
  }

  @CacheRead({ reads: ['orders', 'claim'], scope: 'PRIVATE' })
  @FieldResolver(() => Boolean, {
    description: 'Whether its member may ask a return or exchange now: delivered within the window, none open',
  })
  async claimable(@Root() line: OrderProduct, @Ctx() ctx: Context): Promise<boolean> {
    const [order, lineClaims] = await Promise.all([line.order.load(), ctx.loaders.claimsOfLine.load(line.no)]);
    return (
      !!order &&
      order.user.no === ctx.viewer?.no &&
      claims.withinWindow(order, ctx.config.RETURN_WINDOW_DAYS) &&
      lineClaims.every((c) => c.state === ClaimState.REJECTED)
    );
  }
}
