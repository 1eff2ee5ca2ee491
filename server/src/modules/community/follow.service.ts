import { msg } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, forbidden, notFound } from '../../common/errors.js';
import type { EventBus } from '../../common/events.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import type { Viewer } from '../../context/policy.js';
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

/** The viewer follows (or stops following) a member; answers both profiles with their new counts. */
export async function setFollow(
  em: EntityManager,
  events: EventBus,
  viewerNo: number,
  userNo: number,
  following: boolean,
): Promise<FollowChange> {
  if (following) await follow(em, events, viewerNo, userNo);
  else if (viewerNo === userNo) throw badInput(msg('follow.self'), 'userNo');
  else await unfollow(em, userNo, viewerNo);
  const both = await profiles(em, viewerNo, [userNo, viewerNo]);
  const followee = both.get(userNo);
  const follower = both.get(viewerNo);
  if (!followee || !follower) throw notFound();
  return Object.assign(new FollowChange(), { followee, follower });
}

/** The owner of a follower list removes a follower; answers the owner's profile with the new counts. */
export async function removeFollower(em: EntityManager, viewerNo: number, followerNo: number): Promise<Profile> {
  await unfollow(em, viewerNo, followerNo);
  return profile(em, viewerNo, viewerNo);
}

/** A follow ended by either side: the follower unfollows, or the followee removes the follower; nobody else. */
export async function endFollow(em: EntityManager, viewer: Viewer, followeeNo: number, followerNo: number) {
  if (viewer.no !== followeeNo && viewer.no !== followerNo) throw forbidden();
  await unfollow(em, followeeNo, followerNo);
}

/** Whether `followerNo` follows `followeeNo`. */
export async function isFollowing(em: EntityManager, followeeNo: number, followerNo: number): Promise<boolean> {
  return (await em.count(Follow, { followee: followeeNo, follower: followerNo })) > 0;
}

/** Which of these members the member follows, in one statement. */
export async function followedBy(em: EntityManager, followerNo: number, nos: readonly number[]): Promise<Set<number>> {
  if (nos.length === 0) return new Set();
  const rows = await em.execute<{ followee_no: number }[]>(
    `select followee_no from follow where follower_no = ? and followee_no in (${nos.map(() => '?').join(', ')})`,
    [followerNo, ...nos],
  );
  return new Set(rows.map((r) => r.followee_no));
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
  em: EntityManager,
  userNo: number,
  kind: FollowKind,
  args: PageArgs,
): Promise<Page<FollowMember>> {
  const [owner, other] =
    kind === FollowKind.FOLLOWEE ? (['follower', 'followee'] as const) : (['followee', 'follower'] as const);
  const [rows, total] = await em.findAndCount(
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

/** Both lists of a member at once (the original client's overview), each capped at `cap`, with full counts. */
export async function followOverview(em: EntityManager, userNo: number, cap: number) {
  const first = { page: 0, size: cap };
  const followees = await followList(em, userNo, FollowKind.FOLLOWEE, first);
  const followers = await followList(em, userNo, FollowKind.FOLLOWER, first);
  return { followees, followers };
}
