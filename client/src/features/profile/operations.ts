import { graphql } from '../../gql';

/** Spec §9: a profile's grid holds 20 posts, a follow list 10 members. */
export const PROFILE_GRID_SIZE = 20;
export const FOLLOW_PAGE_SIZE = 10;

export const ProfilePageQuery = graphql(`
  query ProfilePage($userNo: Int!) {
    profile(userNo: $userNo) {
      no
      withdrawn
      ...ProfileHeader_profile
    }
  }
`);

export const ProfilePostsQuery = graphql(`
  query ProfilePosts($userNo: Int!, $page: Int!, $size: Int!) {
    profilePosts(userNo: $userNo, page: $page, size: $size) {
      number
      totalPages
      content {
        no
        ...ProfilePostGrid_post
      }
    }
  }
`);

export const FollowListPageQuery = graphql(`
  query FollowListPage($userNo: Int!, $kind: FollowKind!, $page: Int!, $size: Int!) {
    profile(userNo: $userNo) {
      no
      nickname
      withdrawn
      isMe
    }
    followList(userNo: $userNo, kind: $kind, page: $page, size: $size) {
      number
      totalPages
      totalElements
      content {
        no
        ...FollowListItem_member
      }
    }
  }
`);

export const OwnProfilePanelQuery = graphql(`
  query OwnProfilePanel($userNo: Int!) {
    profile(userNo: $userNo) {
      no
      ...OwnProfileView_profile
      ...ProfileEditForm_profile
    }
  }
`);

export const NicknameAvailableQuery = graphql(`
  query NicknameAvailable($nickname: String!) {
    nicknameAvailable(nickname: $nickname)
  }
`);

/** Both sides come back, so the profile's follower count and my panel's followee count stay right. */
export const SetFollowMutation = graphql(`
  mutation SetFollow($userNo: Int!, $following: Boolean!) {
    setFollow(userNo: $userNo, following: $following) {
      followee {
        no
        followedByMe
        followerCount
      }
      follower {
        no
        followeeCount
      }
    }
  }
`);

export const RemoveFollowerMutation = graphql(`
  mutation RemoveFollower($userNo: Int!) {
    removeFollower(userNo: $userNo) {
      no
      followerCount
    }
  }
`);

export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: ProfileInput!, $image: Upload) {
    updateMyProfile(input: $input, image: $image) {
      no
      nickname
      bio
      pic
    }
  }
`);
