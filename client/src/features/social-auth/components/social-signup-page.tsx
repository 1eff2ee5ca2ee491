import { Navigate, useParams } from 'react-router';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { providerFromParam, readSignup } from '../social-flow';
import { SocialSignupForm } from './social-signup-form';
import styles from './social-signup.module.css';

/** /user/auth/signup/{kakao|naver}: the profile completion after the server answered signup. */
export function SocialSignupPage() {
  const provider = providerFromParam(useParams().provider);
  const pending = readSignup(provider);
  // Opened without a sign-in behind it (or after completing): nothing to complete here.
  if (!provider || !pending) return <Navigate to={paths.login()} replace />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="social-signup-title">
        <h1 id="social-signup-title" className={styles.title}>
          {MSG.social.signupTitle}
        </h1>
        <p className={styles.intro}>{MSG.social.signupIntro(MSG.social.names[provider])}</p>
        <SocialSignupForm pending={pending} />
      </section>
    </div>
  );
}
