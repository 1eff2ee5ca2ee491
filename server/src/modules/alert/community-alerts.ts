import type { EntityManager } from '@mikro-orm/postgresql';
import { msg, type CommentAlertInputValue, type FollowAlertInputValue, type Message } from '@scene-shop/domain';
import { AlertCategory } from '../../common/enums.js';
import { notFound } from '../../common/errors.js';
import type { AlertText, PubSub } from '../../common/pubsub.js';
import type { Context } from '../../context/context.js';
import { Comment } from '../community/comment.entity.js';
import { Follow } from '../community/follow.entity.js';
import type { User } from '../user/user.entity.js';
import { deliverInserted } from './alert.service.js';
import { alertText } from './alert-text.js';

/** A community alert and the event it stands for; a member gets one alert per event key. */
export interface KeyedAlert extends AlertText {
  userNo: number;
  category: AlertCategory;
  path: string;
  eventKey: string;
}

const detailPath = (postNo: number) => `/user/style/detail/${postNo}`;
const profilePath = (userNo: number) => `/user/style/profile/${userNo}`;
const recipient = (user: User) => (user.withdrawnAt ? null : user.no);
/** The other member as an alert names them: their nickname, or a withdrawn member in the reader's language. */
const nicknameOf = (user: User): string | Message =>
  user.withdrawnAt ? msg('profile.withdrawnMember') : (user.nickname ?? '');

const community = (userNo: number, eventKey: string, message: Message, path: string): KeyedAlert => ({
  userNo,
  category: AlertCategory.COMMUNITY,
  ...alertText(message),
  path,
  eventKey,
});

/** Stores the alert unless the member already has one for its event, and delivers it live when it is new. */
export function deliverOnce(em: EntityManager, pubSub: PubSub, alert: KeyedAlert): Promise<boolean> {
  return deliverInserted(
    em,
    pubSub,
    `insert into alert (user_no, category, content, message_key, message_args, path, event_key)
      values (?, ?, ?, ?, ?::jsonb, ?, ?) on conflict (user_no, event_key) do nothing`,
    [
      alert.userNo,
      alert.category,
      alert.content,
      alert.messageKey,
      JSON.stringify(alert.messageArgs),
      alert.path,
      alert.eventKey,
    ],
  );
}

export interface CommentAlerts {
  /** To the post's author: someone commented on my post. */
  onPost: KeyedAlert | null;
  /** To the top-level comment's author: someone replied to my comment. */
  onParent: KeyedAlert | null;
}

/**
 * The alerts a stored comment causes (null when there is no such comment by `authorNo`). Nobody is alerted of their
 * own comment, and the post's author who also wrote the comment answered gets only the reply alert. Both share the
 * key `comment:<no>`, so even a second path can never give one member two alerts for one comment.
 */
export async function commentAlerts(
  em: EntityManager,
  commentNo: number,
  authorNo?: number,
): Promise<CommentAlerts | null> {
  const comment = await em.findOne(
    Comment,
    { no: commentNo, ...(authorNo === undefined ? {} : { user: authorNo }) },
    { populate: ['user', 'post.user', 'parent.user'] },
  );
  if (!comment) return null;
  const writer = comment.user.getEntity();
  const post = comment.post.getEntity();
  const postAuthor = recipient(post.user.getEntity());
  const parentAuthor = comment.parent ? recipient(comment.parent.getEntity().user.getEntity()) : null;
  const key = `comment:${comment.no}`;
  const nickname = nicknameOf(writer);
  const path = detailPath(post.no);
  return {
    onPost:
      postAuthor !== null && postAuthor !== writer.no && postAuthor !== parentAuthor
        ? community(postAuthor, key, msg('communityAlert.commented', nickname), path)
        : null,
    onParent:
      parentAuthor !== null && parentAuthor !== writer.no
        ? community(parentAuthor, key, msg('communityAlert.replied', nickname), path)
        : null,
  };
}

/** The alert of a standing follow (null when there is none): the followee learns who follows them, once. */
export async function followAlert(
  em: EntityManager,
  followerNo: number,
  followeeNo: number,
): Promise<KeyedAlert | null> {
  const follow = await em.findOne(
    Follow,
    { follower: followerNo, followee: followeeNo },
    { populate: ['follower', 'followee'] },
  );
  const to = follow && recipient(follow.followee.getEntity());
  if (!follow || to === null) return null;
  const nickname = nicknameOf(follow.follower.getEntity());
  return community(
    to,
    `follow:${followerNo}:${followeeNo}`,
    msg('communityAlert.followed', nickname),
    profilePath(followerNo),
  );
}

/** The warning to a member whose post the admin removed. */
export const postRemovedAlert = (postNo: number, userNo: number): KeyedAlert =>
  community(userNo, `post-removed:${postNo}`, msg('communityAlert.postRemoved'), detailPath(postNo));

/** Delivers each alert not yet delivered; true when any was new. */
export async function deliverAll(em: EntityManager, pubSub: PubSub, alerts: (KeyedAlert | null)[]): Promise<boolean> {
  let created = false;
  for (const alert of alerts) if (alert && (await deliverOnce(em, pubSub, alert))) created = true;
  return created;
}

/**
 * The old clients' way of asking for a comment's alert: only for a comment the caller wrote (404 otherwise), and
 * only the alert that comment causes, which is a no-op when it was already delivered.
 */
export async function recreateCommentAlert(
  ctx: Context,
  { from, commentNo, which }: CommentAlertInputValue & { which: keyof CommentAlerts },
): Promise<boolean> {
  const alerts = await commentAlerts(ctx.em, commentNo, from);
  if (!alerts) throw notFound();
  return deliverAll(ctx.em, ctx.pubSub, [alerts[which]]);
}

/** The same for a follow: only a follow the caller made and still holds. */
export async function recreateFollowAlert(ctx: Context, { from, followeeNo }: FollowAlertInputValue): Promise<boolean> {
  if ((await ctx.em.count(Follow, { follower: from, followee: followeeNo })) === 0) throw notFound();
  return deliverAll(ctx.em, ctx.pubSub, [await followAlert(ctx.em, from, followeeNo)]);
}
