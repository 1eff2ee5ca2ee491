import { LoginPage } from '../../../features/auth/components/login-page';
import { SocialLoginButtons } from '../../../features/social-auth/components/social-login-buttons';

/** /user/auth/login: the own-id form with the provider buttons beneath it (the two features meet here). */
export function LoginRoute() {
  return <LoginPage social={<SocialLoginButtons />} />;
}
