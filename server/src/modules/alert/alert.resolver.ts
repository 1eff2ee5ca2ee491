import {
  advertisementInput,
  alertListArgs,
  pageArgs,
  rowNo,
  sendAlertInput,
  type AdvertisementInputValue,
  type PageArgsValue,
  type SendAlertInputValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { AlertCategory } from '../../common/enums.js';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { AlertMessage } from '../../common/pubsub.js';
import type { Context } from '../../context/context.js';
import { advertise } from './admin-advertise.service.js';
import { Alert } from './alert.entity.js';
import { memberAlerts } from './alert-stream.js';
import { SendAdvertisementInput, SendAlertInput } from './alert.inputs.js';
import * as alerts from './alert.service.js';
import { shownContent } from './alert-text.js';

const AlertPage = PageOf(Alert);

@Resolver(() => Alert)
export class AlertResolver {
  @Authorized()
  @Query(() => AlertPage, { description: "The caller's alerts, newest first; no category means all" })
  myAlerts(
    @ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue,
    @ParsedArg('category', () => AlertCategory, alertListArgs.shape.category, { nullable: true })
    category: AlertCategory | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Page<Alert>> {
    return alerts.listAlerts(ctx, { ...page, category });
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the caller has unread alerts (the red dot)' })
  hasUnreadAlerts(@Ctx() ctx: Context): Promise<boolean> {
    return alerts.hasUnread(ctx);
  }

  @Authorized()
  @Mutation(() => Alert)
  markAlertRead(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Alert> {
    return alerts.markRead(ctx, { no });
  }

  @Authorized()
  @Mutation(() => Int, {
    description: "Marks the caller's unread alerts read, of one category or all (none); answers how many",
  })
  markAllAlertsRead(
    @ParsedArg('category', () => AlertCategory, alertListArgs.shape.category, { nullable: true })
    category: AlertCategory | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return alerts.markAllRead(ctx, { category });
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteAlert(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return alerts.deleteAlert(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Alert, { description: 'Admin: notify one member' })
  sendAlert(
    @ParsedArg('input', () => SendAlertInput, sendAlertInput) input: SendAlertInputValue,
    @Ctx() ctx: Context,
  ): Promise<Alert> {
    return alerts.sendAlert(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admin: an advertisement alert to every member' })
  sendAdvertisement(
    @ParsedArg('input', () => SendAdvertisementInput, advertisementInput) input: AdvertisementInputValue,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return advertise(ctx, input);
  }

  @Authorized()
  @Subscription(() => Alert, {
    subscribe: ({ context }: { context: Context }) => memberAlerts(context),
    description:
      "New alerts for the signed-in member, their own and their rows of everyone's (token in connectionParams)",
  })
  alertReceived(@Root() alert: AlertMessage): AlertMessage {
    return alert;
  }

  /** The text in its member's language: a stored row and a live delivery both carry it. */
  @FieldResolver()
  content(@Root() alert: Alert | AlertMessage): string {
    return shownContent(alert);
  }
}
