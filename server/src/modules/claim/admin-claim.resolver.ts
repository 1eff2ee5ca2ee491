import {
  adminClaimFilter,
  claimRejection,
  pageArgs,
  refundAccountInput,
  rowNo,
  type AdminClaimFilterValue,
  type PageArgsValue,
  type RefundAccountValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { RefundAccountInput } from '../order/order.inputs.js';
import * as admin from './admin-claim.service.js';
import { Claim } from './claim.entity.js';
import { AdminClaimFilter } from './claim.inputs.js';

const ClaimPage = PageOf(Claim);

@Resolver(() => Claim)
export class AdminClaimResolver {
  @Authorized('ADMIN')
  @Query(() => ClaimPage, { description: 'Admin: returns and exchanges, newest first, by state, type or order' })
  adminClaims(
    @ParsedArg('filter', () => AdminClaimFilter, adminClaimFilter.nullish(), { nullable: true })
    filter: AdminClaimFilterValue | null | undefined,
    @ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Claim>> {
    return admin.adminClaims(ctx, { ...filter, ...page });
  }

  @Authorized('ADMIN')
  @Mutation(() => Claim, { description: 'Admin: approve a requested claim (요청 → 승인)' })
  approveClaim(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Claim> {
    return admin.approveClaim(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Claim, { description: 'Admin: reject a requested claim with a reason the member reads (→ 거절)' })
  rejectClaim(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @ParsedArg('reason', () => String, claimRejection.shape.reason) reason: string,
    @Ctx() ctx: Context,
  ): Promise<Claim> {
    return admin.rejectClaim(ctx, { no, reason });
  }

  @Authorized('ADMIN')
  @Mutation(() => Claim, {
    description:
      "Admin: the parcel came back (승인 → 수거완료): stock returns; a return's refund is computed and paid (→ 환불완료)",
  })
  receiveClaim(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Claim> {
    return admin.receiveClaim(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Claim, { description: "Admin: retry a received return's refund that did not go through" })
  refundClaim(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @ParsedArg('refundAccount', () => RefundAccountInput, refundAccountInput.nullish(), {
      nullable: true,
      description: "A virtual account paid into: another account than the member's (one the provider refused)",
    })
    refundAccount: RefundAccountValue | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Claim> {
    return admin.retryRefund(ctx, { no, refundAccount });
  }

  @Authorized('ADMIN')
  @Mutation(() => Claim, { description: "Admin: an exchange's replacement is sent (수거완료 → 교환발송)" })
  sendExchange(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Claim> {
    return admin.sendExchange(ctx, { no });
  }
}
