/** The login page's extras, the social sign-in callbacks, the profile completion and account linking. */
import { localized } from '../i18n/localized.js';
import { ACCOUNT_MSG } from '@scene-shop/domain/accounts';
import { SHARED_MSG } from '@scene-shop/domain/messages';

export const social = /* @__PURE__ */ localized('social', {
  names: { KAKAO: '카카오', NAVER: '네이버' },
  loginWith: { KAKAO: '카카오 로그인', NAVER: '네이버 로그인' },
  loginWithLabel: { KAKAO: '카카오 계정으로 로그인', NAVER: '네이버 계정으로 로그인' },
  or: '또는',
  findPassword: '비밀번호 찾기',
  moving: '로그인 페이지로 이동하는 중…',
  startFailed: '소셜 로그인을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  // Spec §8: a social login error goes back to the login page, which says why.
  failed: '소셜 로그인에 실패했습니다. 다시 시도해 주세요.',
  cancelled: '소셜 로그인이 취소되었습니다.',
  stateMismatch: '로그인 요청이 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
  completing: '로그인 정보를 확인하는 중…',
  signupTitle: '회원 정보 입력',
  signupIntro: (provider: string) => `${provider} 계정으로 처음 오셨습니다. 배송에 필요한 정보를 입력해 주세요.`,
  email: '이메일',
  name: '이름',
  tel: '전화번호',
  nameRequired: SHARED_MSG.auth.nameRequired,
  telRequired: SHARED_MSG.auth.telRequired,
  telInvalid: ACCOUNT_MSG.telInvalid,
  addressRequired: ACCOUNT_MSG.addressRequired,
  signupSubmit: '가입 완료',
  signupSubmitting: '가입 중…',
  signupFailed: (message: string) => `회원가입 요청이 실패했습니다: ${message}`,
  linkTitle: '소셜 계정 연동',
  linkIntro: '같은 이메일을 쓰는 카카오·네이버 계정을 연결하면 그 계정으로도 로그인할 수 있습니다.',
  linked: '연동됨',
  link: { KAKAO: '카카오 계정 연동', NAVER: '네이버 계정 연동' },
  linkConfirmTitle: (provider: string) => `${provider} 계정 연동`,
  linkConfirmBody: '본인 확인을 위해 현재 비밀번호를 입력해 주세요.',
  password: '현재 비밀번호',
  passwordRequired: SHARED_MSG.auth.passwordRequired,
  linkContinue: '계속',
  cancel: '취소',
} as const);
