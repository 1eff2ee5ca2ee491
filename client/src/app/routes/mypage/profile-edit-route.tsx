import { ProfileEditPage } from '../../../features/account/components/profile-edit-page';
import { SocialLinkPanel } from '../../../features/social-auth/components/social-link-panel';

/** /user/mypage/update/{userNo}: the profile form, and below it the linking of Kakao and Naver. */
export function ProfileEditRoute() {
  return (
    <>
      <ProfileEditPage />
      <SocialLinkPanel />
    </>
  );
}
