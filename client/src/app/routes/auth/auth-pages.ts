/** The sign-in area's pages: one chunk, loaded with the first of them. */
export { WithdrawalDonePage } from '../../../features/account/components/withdrawal-done-page';
export { FindPassPage } from '../../../features/register/components/find-pass-page';
export { RegisterDonePage } from '../../../features/register/components/register-done-page';
export { RegisterPage } from '../../../features/register/components/register-page';
export { KakaoCallbackPage, NaverCallbackPage } from '../../../features/social-auth/components/social-callback-page';
export { SocialSignupPage } from '../../../features/social-auth/components/social-signup-page';
export { LoginRoute } from './login-route';
