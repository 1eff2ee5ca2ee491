/** The sign-in area's pages: one chunk, loaded with the first of them. */
export { WithdrawalDonePage } from '../../../features/account/components/withdrawal-done-page';
export { LoginPage } from '../../../features/auth/components/login-page';
