import { useParams } from 'react-router';
import { FollowListPage, type FollowListKind } from '../../../features/profile/components/follow-list-page';
import { ProfilePage } from '../../../features/profile/components/profile-page';

/** The style area's pages and its panel: one chunk, loaded by the area's module (style-layout.tsx). */
export { OwnProfilePanel } from '../../../features/profile/components/own-profile-panel';
export { PostDetailPage } from '../../../features/post-detail/components/post-detail-page';
export { FeedPage } from '../../../features/style/components/feed-page';
export { MyPostsPage } from '../../../features/style/components/my-posts-page';
export { PostEditPage } from '../../../features/style/components/post-edit-page';
export { PostWritePage } from '../../../features/style/components/post-write-page';

/** The largest member number (a GraphQL Int). */
const INT_MAX = 2_147_483_647;

/** The member number of the address, or null when it is no member number at all (the page says not found). */
const useMemberNo = () => {
  const raw = useParams().userNo;
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= INT_MAX ? Number(raw) : null;
};

/** /user/style/profile/{userNo} */
export function ProfileRoute() {
  const userNo = useMemberNo();
  return <ProfilePage key={userNo} userNo={userNo} />;
}

const followListRoute = (kind: FollowListKind) =>
  function FollowListRoute() {
    const userNo = useMemberNo();
    return <FollowListPage key={userNo} userNo={userNo} kind={kind} />;
  };

/** /user/style/{userNo}/followList/followee and …/follower */
export const FolloweeListRoute = followListRoute('followee');
export const FollowerListRoute = followListRoute('follower');
