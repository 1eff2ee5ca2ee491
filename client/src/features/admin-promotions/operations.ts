import { graphql } from '../../gql';

/** Admin console §9: coupons 8 a page, popups 3 a page. */
export const COUPON_PAGE_SIZE = 8;
export const POPUP_PAGE_SIZE = 3;

export const AdminCouponsQuery = graphql(`
  query AdminCoupons($page: Int!, $size: Int!, $activeOnly: Boolean!) {
    adminCoupons(page: $page, size: $size, activeOnly: $activeOnly) {
      number
      totalPages
      content {
        no
        name
        discountRate
        expiryDate
      }
    }
  }
`);

export const IssueCouponMutation = graphql(`
  mutation IssueCoupon($input: IssueCouponInput!) {
    issueCoupon(input: $input) {
      no
    }
  }
`);

export const AdminPopupsQuery = graphql(`
  query AdminPopups($page: Int!, $size: Int!) {
    adminPopups(page: $page, size: $size) {
      number
      totalPages
      content {
        no
        pic
        path
        isShow
      }
    }
  }
`);

export const RegisterPopupMutation = graphql(`
  mutation RegisterPopup($path: String!, $pic: Upload) {
    registerPopup(path: $path, pic: $pic) {
      no
    }
  }
`);

export const SetPopupShownMutation = graphql(`
  mutation SetPopupShown($no: Int!, $isShow: Boolean!) {
    setPopupShown(no: $no, isShow: $isShow) {
      no
      isShow
    }
  }
`);

export const DeletePopupMutation = graphql(`
  mutation DeletePopup($no: Int!) {
    deletePopup(no: $no)
  }
`);

export const SendAdvertisementMutation = graphql(`
  mutation SendAdvertisement($input: SendAdvertisementInput!) {
    sendAdvertisement(input: $input)
  }
`);

export const PromotionTargetsQuery = graphql(`
  query PromotionTargets($type: PromotionTargetType!, $term: String!) {
    promotionTargets(type: $type, term: $term) {
      no
      name
    }
  }
`);
