import type { EntityManager } from '@mikro-orm/postgresql';
import { AlertCategory } from '../../common/enums.js';
import { notFound } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import type { PubSub } from '../../common/pubsub.js';
import { displayNickname } from '../user/nickname.js';
import { Comment } from '../community/comment.entity.js';
import { Follow } from '../community/follow.entity.js';
import type { User } from '../user/user.entity.js';
import { Alert } from './alert.entity.js';
import { publishAlert, type NewAlert } from './alert.service.js';

/** A community alert and the event it stands for; a member gets one alert per event key. */
export interface KeyedAlert extends NewAlert {
  eventKey: string;
}

const detailPath = (postNo: number) => `/user/style/detail/${postNo}`;
const profilePath = (userNo: number) => `/user/style/profile/${userNo}`;
const recipient = (user: User) => (user.withdrawnAt ? null : user.no);

const community = (userNo: number, eventKey: string, content: string, path: string): KeyedAlert => ({
  userNo,
  category: AlertCategory.COMMUNITY,
  content,
  path,
  eventKey,
});

/** Stores the alert unless the member already has one for its event, and delivers it live when it is new. */
export async function deliverOnce(em: EntityManager, pubSub: PubSub, alert: KeyedAlert): Promise<boolean> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `insert into alert (user_no, category, content, path, event_key) values (?, ?, ?, ?, ?)
      on conflict (user_no, event_key) do nothing returning *`,
    [alert.userNo, alert.category, alert.content, alert.path ?? null, alert.eventKey],
  );
  if (!rows[0]) return false;
  publishAlert(pubSub, em.map(Alert, rows[0]));
  return true;
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
  const nickname = displayNickname(writer);
  const path = detailPath(post.no);
  return {
    onPost:
      postAuthor !== null && postAuthor !== writer.no && postAuthor !== parentAuthor
        ? community(postAuthor, key, MSG.communityAlert.commented(nickname), path)
        : null,
    onParent:
      parentAuthor !== null && parentAuthor !== writer.no
        ? community(parentAuthor, key, MSG.communityAlert.replied(nickname), path)
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
  const nickname = displayNickname(follow.follower.getEntity());
  return community(
    to,
    `follow:${followerNo}:${followeeNo}`,
    MSG.communityAlert.followed(nickname),
    profilePath(followerNo),
  );
}

/** The warning to a member whose post the admin removed. */
export const postRemovedAlert = (postNo: number, userNo: number): KeyedAlert =>
  community(userNo, `post-removed:${postNo}`, MSG.communityAlert.postRemoved, detailPath(postNo));

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
  em: EntityManager,
  pubSub: PubSub,
  authorNo: number,
  commentNo: number,
  which: keyof CommentAlerts,
): Promise<boolean> {
  const alerts = await commentAlerts(em, commentNo, authorNo);
  if (!alerts) throw notFound();
  return deliverAll(em, pubSub, [alerts[which]]);
}

/** The same for a follow: only a follow the caller made and still holds. */
export async function recreateFollowAlert(
  em: EntityManager,
  pubSub: PubSub,
  followerNo: number,
  followeeNo: number,
): Promise<boolean> {
  if ((await em.count(Follow, { follower: followerNo, followee: followeeNo })) === 0) throw notFound();
  return deliverAll(em, pubSub, [await followAlert(em, followerNo, followeeNo)]);
}
