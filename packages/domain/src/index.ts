export { ACCOUNT_MSG } from './accounts.js';
export { CLAIM_MAIL_MSG, CLAIM_MSG } from './claims.js';
export { MEMBER_MSG } from './member.js';
export { COMMENT_MAX, COMMENT_MSG, commentContentSchema, textLength } from './comments.js';
export { SHARED_MSG } from './messages.js';
export { POST_CONTENT_MAX, POST_MSG, UPLOAD_MSG } from './posts.js';
export { SHARED_PROFILE_MSG } from './profile.js';
export { SERVER_MSG, type ServerCatalogue } from './server-messages.js';
export { ALERT_MSG, MAIL_MSG } from './notifications.js';
export { isMessageKey, koreanText, readIssue } from './catalogue.js';
export { issue, msg, type ArgsOf, type Message, type MessageArg, type MessageKey } from './keys.js';
export { isLanguage, LANGUAGES, type Language } from './languages.js';
export { couponDiscount, discountedPrice, optionPrice } from './money.js';
export {
  MAX_PRODUCT_OPTIONS,
  ONE_SIZE,
  OPTION_COLOR_MAX,
  OPTION_SIZE_MAX,
  SHOE_SIZE,
  optionLabel,
  sizeKind,
  type SizeKind,
} from './options.js';
export {
  BIO_MAX,
  ID_RULE,
  NICKNAME_MAX,
  PASSWORD_RULE,
  passwordSchema,
  REVIEW_CONTENTS_MAX,
  reviewSchema,
  ZIPCODE_MAX,
} from './rules.js';
export * from './inputs/index.js';
export { maskRefundAccount, REFUND_BANK_CODES, REFUND_BANKS, type RefundBankCode } from './banks.js';
