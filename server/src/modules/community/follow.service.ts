import type { EntityManager } from '@mikro-orm/postgresql';
import {
  MAX_PAGE_SIZE,
  msg,
  type CommunityMemberRef,
  type FollowInputValue,
  type FollowListArgsValue,
  type FollowPairValue,
} from '@scene-shop/domain';
import { badInput, forbidden, notFound } from '../../common/errors.js';
import type { EventBus } from '../../common/events.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { displayNickname } from '../user/nickname.js';
import type { User } from '../user/user.entity.js';
import { Follow } from './follow.entity.js';
import { FollowKind } from './follow.inputs.js';
import { profile, profiles } from './profile.service.js';
import { FollowChange, FollowMember, type Profile } from './profile.types.js';

/**
 * One statement: the follow is inserted only when the followee is an active member, and a repeat inserts nothing
 * (the unique pair), so concurrent repeats leave one row. It reports whether the member was found and the row added.
 */
const FOLLOW = `with target as (select no from users where no = ? and withdrawn_at is null),
  added as (
    insert into follow (followee_no, follower_no) select no, ? from target
    on conflict (followee_no, follower_no) do nothing returning 1
  )
  select (select count(*) from target)::int as found, (select count(*) from added)::int as added`;

/** Starts following; 404 for a missing or withdrawn member. The alert is sent (by event) only for a new follow. */
async function follow(em: EntityManager, events: EventBus, followerNo: number, followeeNo: number): Promise<void> {
  if (followerNo === followeeNo) throw badInput(msg('follow.self'), 'userNo');
  const { found, recorded } = await em.transactional(async (tem) => {
    const [row] = await tem.execute<{ found: number; added: number }[]>(FOLLOW, [followeeNo, followerNo]);
    const news = { name: 'follow.created' as const, payload: { followerNo, followeeNo } };
    return { found: row?.found, recorded: await events.record(tem, ...(row?.added ? [news] : [])) };
  });
  if (!found) throw notFound();
  await events.deliver(recorded);
}

/** Ends a follow if there is one; repeating it changes nothing. */
async function unfollow(em: EntityManager, followeeNo: number, followerNo: number): Promise<void> {
  await em.execute('delete from follow where followee_no = ? and follower_no = ?', [followeeNo, followerNo]);
}

/** The caller follows (or stops following) a member; answers both profiles with their new counts. */
export async function setFollow(ctx: Context, { userNo, following }: FollowInputValue): Promise<FollowChange> {
  const viewerNo = requireViewer(ctx).no;
  if (following) await follow(ctx.em, ctx.events, viewerNo, userNo);
  else if (viewerNo === userNo) throw badInput(msg('follow.self'), 'userNo');
  else await unfollow(ctx.em, userNo, viewerNo);
  const both = await profiles(ctx, { userNos: [userNo, viewerNo] });
  const followee = both.get(userNo);
  const follower = both.get(viewerNo);
  if (!followee || !follower) throw notFound();
  return Object.assign(new FollowChange(), { followee, follower });
}

/** The owner of a follower list removes a follower (`userNo`); answers the owner's profile with the new counts. */
export async function removeFollower(ctx: Context, { userNo }: CommunityMemberRef): Promise<Profile> {
  const viewerNo = requireViewer(ctx).no;
  await unfollow(ctx.em, viewerNo, userNo);
  return profile(ctx, { userNo: viewerNo });
}

/** A follow ended by either side: the follower unfollows, or the followee removes the follower; nobody else. */
export async function endFollow(ctx: Context, { followeeNo, followerNo }: FollowPairValue): Promise<void> {
  const viewer = requireViewer(ctx);
  if (viewer.no !== followeeNo && viewer.no !== followerNo) throw forbidden();
  await unfollow(ctx.em, followeeNo, followerNo);
}

/** Whether `followerNo` follows `followeeNo`. */
export async function isFollowing(ctx: Context, { followeeNo, followerNo }: FollowPairValue): Promise<boolean> {
  return (await ctx.em.count(Follow, { followee: followeeNo, follower: followerNo })) > 0;
}

function toMember(user: User): FollowMember {
  const withdrawn = user.withdrawnAt !== null;
  return Object.assign(new FollowMember(), {
    no: user.no,
    nickname: displayNickname(user),
    pic: withdrawn ? null : user.pic,
    withdrawn,
  });
}

/**
 * The members `userNo` follows (FOLLOWEE) or who follow `userNo` (FOLLOWER), the newest follow first. Two statements
 * (the page with its members joined, and the count); "followed by me" comes batched from its loader.
 */
export async function followList(
  ctx: Context,
  { userNo, kind, ...args }: FollowListArgsValue,
): Promise<Page<FollowMember>> {
  const [owner, other] =
    kind === FollowKind.FOLLOWEE ? (['follower', 'followee'] as const) : (['followee', 'follower'] as const);
  const [rows, total] = await ctx.em.findAndCount(
    Follow,
    { [owner]: userNo },
    { populate: [other], orderBy: { no: 'desc' }, ...pageWindow(args) },
  );
  return toPage(
    rows.map((f) => toMember(f[other].getEntity())),
    total,
    args.page,
    args.size,
  );
}

/** Both lists of a member at once (the original client's overview), the first 100 of each, with full counts. */
export async function followOverview(ctx: Context, { userNo }: CommunityMemberRef) {
  const first = { userNo, page: 0, size: MAX_PAGE_SIZE };
  const followees = await followList(ctx, { ...first, kind: FollowKind.FOLLOWEE });
  const followers = await followList(ctx, { ...first, kind: FollowKind.FOLLOWER });
  return { followees, followers };
}
