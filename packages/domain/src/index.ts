export { SHARED_MSG } from './messages.js';
export { couponDiscount, discountedPrice } from './money.js';
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
