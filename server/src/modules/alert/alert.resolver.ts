import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { AlertCategory } from '../../common/enums.js';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import type { AlertMessage } from '../../common/pubsub.js';
import { requireViewer } from '../../context/policy.js';
import type { Context } from '../../context/context.js';
import { advertise } from './admin-advertise.service.js';
import { Alert } from './alert.entity.js';
import { memberAlerts } from './alert-stream.js';
import { SendAdvertisementInput, SendAlertInput } from './alert.inputs.js';
import * as alerts from './alert.service.js';

const AlertPage = PageOf(Alert);

@Resolver(() => Alert)
export class AlertResolver {
  @Authorized()
  @Query(() => AlertPage, { description: "The caller's alerts, newest first; no category means all" })
  myAlerts(
    @Args() page: PageArgs,
    @Arg('category', () => AlertCategory, { nullable: true }) category: AlertCategory | null,
    @Ctx() ctx: Context,
  ): Promise<Page<Alert>> {
    return alerts.listAlerts(ctx.em, requireViewer(ctx).no, category ?? null, page);
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the caller has unread alerts (the red dot)' })
  hasUnreadAlerts(@Ctx() ctx: Context): Promise<boolean> {
    return alerts.hasUnread(ctx.em, requireViewer(ctx).no);
  }

  @Authorized()
  @Mutation(() => Alert)
  markAlertRead(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Alert> {
    return alerts.markRead(ctx.em, requireViewer(ctx), no);
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteAlert(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return alerts.deleteAlert(ctx.em, requireViewer(ctx), no);
  }

  @Authorized('ADMIN')
  @Mutation(() => Alert, { description: 'Admin: notify one member' })
  sendAlert(@Arg('input') input: SendAlertInput, @Ctx() ctx: Context): Promise<Alert> {
    return alerts.sendAlert(ctx.em, ctx.pubSub, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admin: an advertisement alert to every member' })
  sendAdvertisement(@Arg('input') input: SendAdvertisementInput, @Ctx() ctx: Context): Promise<boolean> {
    return advertise(ctx.em, ctx.events, requireViewer(ctx), input);
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
}
