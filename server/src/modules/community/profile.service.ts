import type { CommunityMemberRef, ProfilePostArgsValue } from '@scene-shop/domain';
import { notFound } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { mayRead, requireViewer } from '../../context/policy.js';
import { User } from '../user/user.entity.js';
import { Post } from './post.entity.js';
import { REPORT_THRESHOLD } from './post.service.js';
import { Profile } from './profile.types.js';

interface ProfileRow {
  no: number;
  nickname: string | null;
  bio: string | null;
  pic: string | null;
  withdrawn: boolean;
  follower_count: number;
  followee_count: number;
  post_count: number;
  followed_by_me: boolean;
}

/** The profile and its counts, for any number of members, in one statement (the follow indexes answer the counts). */
const PROFILES = (count: number) => `select u.no, u.nickname, u.bio, u.pic, u.withdrawn_at is not null as withdrawn,
    (select count(*) from follow f where f.followee_no = u.no)::int as follower_count,
    (select count(*) from follow f where f.follower_no = u.no)::int as followee_count,
    (select count(*) from post p where p.user_no = u.no and not p.deleted and p.reports_count <= ?)::int as post_count,
    exists (select 1 from follow f where f.followee_no = u.no and f.follower_no = ?) as followed_by_me
  from users u where u.no in (${Array.from({ length: count }, () => '?').join(', ')})`;

function toProfile(row: ProfileRow, viewerNo: number): Profile {
  const withdrawn = row.withdrawn;
  return Object.assign(new Profile(), {
    no: row.no,
    nickname: withdrawn ? MSG.profile.withdrawnMember : (row.nickname ?? ''),
    bio: withdrawn ? null : row.bio,
    pic: withdrawn ? null : row.pic,
    withdrawn,
    followerCount: withdrawn ? 0 : row.follower_count,
    followeeCount: withdrawn ? 0 : row.followee_count,
    postCount: withdrawn ? 0 : row.post_count,
    followedByMe: !withdrawn && row.followed_by_me,
    isMe: row.no === viewerNo,
  });
}

/** The profiles of these members as the caller sees them, keyed by member number; missing members are absent. */
export async function profiles(
  ctx: Context,
  { userNos }: { userNos: readonly number[] },
): Promise<Map<number, Profile>> {
  const viewerNo = requireViewer(ctx).no;
  if (userNos.length === 0) return new Map();
  const rows = await ctx.em.execute<ProfileRow[]>(PROFILES(userNos.length), [REPORT_THRESHOLD, viewerNo, ...userNos]);
  return new Map(rows.map((r) => [r.no, toProfile(r, viewerNo)]));
}

/** One member's profile; 404 for a number no member ever had. */
export async function profile(ctx: Context, { userNo }: CommunityMemberRef): Promise<Profile> {
  const found = (await profiles(ctx, { userNos: [userNo] })).get(userNo);
  if (!found) throw notFound();
  return found;
}

/** A member's social link ids (Kakao, Naver), whose unlink the withdrawal reads here (storefront §7). */
export interface SocialLinks {
  idK: string | null;
  idN: string | null;
}

/** The member's social link ids, to the member and the admin; null to anyone else (no statement then). */
export async function socialLinks(ctx: Context, { userNo }: CommunityMemberRef): Promise<SocialLinks> {
  if (!mayRead(requireViewer(ctx), userNo)) return { idK: null, idN: null };
  const user = await ctx.em.findOne(User, { no: userNo }, { fields: ['idK', 'idN'] });
  return { idK: user?.idK ?? null, idN: user?.idN ?? null };
}

/**
 * The grid of a member's profile: their visible posts (not in the trash, not over-reported), newest first. A withdrawn
 * member's profile shows no posts; a missing member has none. Two statements (rows and count).
 */
export async function profilePosts(ctx: Context, { userNo, ...args }: ProfilePostArgsValue): Promise<Page<Post>> {
  const [rows, total] = await ctx.em.findAndCount(
    Post,
    { user: { no: userNo, withdrawnAt: null }, deleted: false, reportsCount: { $lte: REPORT_THRESHOLD } },
    { orderBy: { date: 'desc', no: 'desc' }, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}
