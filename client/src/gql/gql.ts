/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query HomePage {\n    popups {\n      ...PopupCard_popup\n    }\n    randomScene {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n    latestReviews(limit: 10) {\n      ...ReviewCard_review\n    }\n    popularPosts(limit: 8) {\n      ...PopularStyles_posts\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query ShowDetailPage($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      characters {\n        no\n        name\n        ...CharacterPanel_character\n        ...ScrapToggle_character\n        styles {\n          no\n          ...StyleCard_style\n        }\n      }\n    }\n  }\n": typeof types.ShowDetailPageDocument,
    "\n  query HomeRandomScene($showNo: Int!) {\n    randomScene(showNo: $showNo) {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n  }\n": typeof types.HomeRandomSceneDocument,
    "\n  query ProductDetailPage($no: Int!) {\n    product(no: $no) {\n      no\n      name\n      pic\n      price\n      discountRate\n      stock\n      available\n      score\n      reviewCount\n      ...ProductDetailView_product\n    }\n  }\n": typeof types.ProductDetailPageDocument,
    "\n  query ProductList(\n    $page: Int!\n    $size: Int!\n    $category: ProductCategory\n    $sort: ProductSort!\n    $excludeSoldOut: Boolean!\n  ) {\n    products(page: $page, size: $size, category: $category, sort: $sort, excludeSoldOut: $excludeSoldOut) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query ProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductReviewItem_review\n      }\n    }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  query ReviewDetailPage($no: Int!) {\n    review(no: $no) {\n      no\n      ...ReviewDetailView_review\n    }\n  }\n": typeof types.ReviewDetailPageDocument,
    "\n  fragment ProfileForm_user on User {\n    no\n    email\n    name\n    tel\n    zipcode\n    address\n    accountType\n  }\n": typeof types.ProfileForm_UserFragmentDoc,
    "\n  query ProfileEdit {\n    me {\n      no\n      ...ProfileForm_user\n    }\n  }\n": typeof types.ProfileEditDocument,
    "\n  query CheckPassword($pwd: String!) {\n    checkPassword(pwd: $pwd)\n  }\n": typeof types.CheckPasswordDocument,
    "\n  mutation UpdateAccount($input: AccountInput!) {\n    updateMyAccount(input: $input) {\n      no\n      id\n      name\n      tel\n      zipcode\n      address\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  mutation SignInAgain($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n": typeof types.SignInAgainDocument,
    "\n  query WithdrawPage {\n    me {\n      no\n      email\n    }\n  }\n": typeof types.WithdrawPageDocument,
    "\n  query CanWithdraw {\n    canWithdraw\n  }\n": typeof types.CanWithdrawDocument,
    "\n  mutation Withdraw($email: String!, $naverAccessToken: String) {\n    withdraw(email: $email, naverAccessToken: $naverAccessToken)\n  }\n": typeof types.WithdrawDocument,
    "\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n": typeof types.AdminGuardDocument,
    "\n  fragment AlertItem_alert on Alert {\n    no\n    category\n    content\n    path\n    isRead\n    date\n  }\n": typeof types.AlertItem_AlertFragmentDoc,
    "\n  query HasUnreadAlerts {\n    hasUnreadAlerts\n  }\n": typeof types.HasUnreadAlertsDocument,
    "\n  query MyAlerts($category: AlertCategory, $page: Int!, $size: Int!) {\n    myAlerts(category: $category, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AlertItem_alert\n      }\n    }\n  }\n": typeof types.MyAlertsDocument,
    "\n  mutation MarkAlertRead($no: Int!) {\n    markAlertRead(no: $no) {\n      no\n      isRead\n    }\n  }\n": typeof types.MarkAlertReadDocument,
    "\n  mutation DeleteAlert($no: Int!) {\n    deleteAlert(no: $no)\n  }\n": typeof types.DeleteAlertDocument,
    "\n  subscription AlertReceived {\n    alertReceived {\n      no\n      ...AlertItem_alert\n    }\n  }\n": typeof types.AlertReceivedDocument,
    "\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query LoginGuard {\n    me {\n      no\n    }\n  }\n": typeof types.LoginGuardDocument,
    "\n  query CartStock($productNos: [Int!]!) {\n    cartStock(productNos: $productNos) {\n      no\n      stock\n      available\n      price\n      discountRate\n    }\n  }\n": typeof types.CartStockDocument,
    "\n  fragment PopularStyles_posts on Post {\n    no\n    pic\n    userNickname\n  }\n": typeof types.PopularStyles_PostsFragmentDoc,
    "\n  fragment PopupCard_popup on Popup {\n    no\n    path\n    pic\n  }\n": typeof types.PopupCard_PopupFragmentDoc,
    "\n  fragment ReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    userNickname\n    product {\n      no\n      name\n      pic\n    }\n  }\n": typeof types.ReviewCard_ReviewFragmentDoc,
    "\n  fragment SceneSlide_scene on Scene {\n    show {\n      no\n      title\n      pic\n    }\n    character {\n      no\n      name\n      actorName\n      pic\n    }\n    ...SceneStyle_scene\n  }\n": typeof types.SceneSlide_SceneFragmentDoc,
    "\n  fragment SceneStyle_scene on Scene {\n    style {\n      no\n      pic\n    }\n    items {\n      no\n      name\n      pic\n      product {\n        no\n      }\n    }\n  }\n": typeof types.SceneStyle_SceneFragmentDoc,
    "\n  fragment CouponCard_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n": typeof types.CouponCard_CouponUserFragmentDoc,
    "\n  query MyCoupons($page: Int!, $size: Int!) {\n    myCoupons(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...CouponCard_couponUser\n      }\n    }\n  }\n": typeof types.MyCouponsDocument,
    "\n  fragment NoticeRow_notice on Notice {\n    no\n    category\n    title\n    date\n  }\n": typeof types.NoticeRow_NoticeFragmentDoc,
    "\n  query Notices($page: Int!, $size: Int!) {\n    notices(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...NoticeRow_notice\n      }\n    }\n  }\n": typeof types.NoticesDocument,
    "\n  query NoticeDetail($no: Int!) {\n    notice(no: $no) {\n      no\n      category\n      title\n      date\n      contents\n    }\n  }\n": typeof types.NoticeDetailDocument,
    "\n  query MyOrders($page: Int!, $size: Int!) {\n    myOrders(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...OrderCard_order\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyOrderDetail($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      date\n      lines {\n        no\n        ...OrderLine_line\n      }\n      ...OrderShipping_order\n      ...OrderPayment_order\n    }\n  }\n": typeof types.MyOrderDetailDocument,
    "\n  mutation CancelOrder($no: Int!) {\n    cancelOrder(no: $no) {\n      no\n      state\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  fragment OrderCard_order on Order {\n    no\n    state\n    price\n    discount\n    date\n    lines {\n      no\n      ...OrderLine_line\n    }\n  }\n": typeof types.OrderCard_OrderFragmentDoc,
    "\n  fragment OrderLine_line on OrderProduct {\n    no\n    quantity\n    price\n    reviewable\n    review {\n      no\n    }\n    product {\n      no\n      name\n      pic\n      available\n    }\n  }\n": typeof types.OrderLine_LineFragmentDoc,
    "\n  fragment OrderPayment_order on Order {\n    no\n    price\n    discount\n  }\n": typeof types.OrderPayment_OrderFragmentDoc,
    "\n  fragment OrderShipping_order on Order {\n    no\n    recipientName\n    recipientTel\n    zipcode\n    address\n  }\n": typeof types.OrderShipping_OrderFragmentDoc,
    "\n  fragment MyReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    product {\n      no\n      name\n      pic\n    }\n  }\n": typeof types.MyReviewCard_ReviewFragmentDoc,
    "\n  query MyReviews($page: Int!, $size: Int!) {\n    myReviews(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyReviewCard_review\n      }\n    }\n  }\n": typeof types.MyReviewsDocument,
    "\n  query ReviewLine($orderProductNo: Int!, $orderNo: Int!) {\n    canReview(orderProductNo: $orderProductNo)\n    order(no: $orderNo) {\n      no\n      lines {\n        no\n        product {\n          no\n          name\n          pic\n        }\n      }\n    }\n  }\n": typeof types.ReviewLineDocument,
    "\n  query EditReview($no: Int!) {\n    review(no: $no) {\n      no\n      contents\n      score\n      pic\n      author {\n        no\n      }\n      product {\n        no\n        name\n        pic\n      }\n    }\n  }\n": typeof types.EditReviewDocument,
    "\n  mutation WriteReview($orderProductNo: Int!, $input: ReviewInput!, $image: Upload) {\n    writeReview(orderProductNo: $orderProductNo, input: $input, image: $image) {\n      no\n      contents\n      score\n      pic\n      product {\n        no\n        score\n        reviewCount\n      }\n    }\n  }\n": typeof types.WriteReviewDocument,
    "\n  mutation UpdateReview($no: Int!, $input: ReviewInput!, $image: Upload) {\n    updateReview(no: $no, input: $input, image: $image) {\n      no\n      contents\n      score\n      pic\n      product {\n        no\n        score\n        reviewCount\n      }\n    }\n  }\n": typeof types.UpdateReviewDocument,
    "\n  mutation DeleteReview($no: Int!) {\n    deleteReview(no: $no)\n  }\n": typeof types.DeleteReviewDocument,
    "\n  query MyScraps($page: Int!, $size: Int!) {\n    myScraps(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ScrapCard_scrap\n      }\n    }\n  }\n": typeof types.MyScrapsDocument,
    "\n  mutation Unscrap($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      count\n      scrapped\n    }\n  }\n": typeof types.UnscrapDocument,
    "\n  fragment ScrapCard_scrap on Scrap {\n    no\n    character {\n      no\n      name\n      pic\n      show {\n        no\n        title\n      }\n    }\n  }\n": typeof types.ScrapCard_ScrapFragmentDoc,
    "\n  fragment CouponSelect_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n": typeof types.CouponSelect_CouponUserFragmentDoc,
    "\n  fragment ShippingAddress_user on User {\n    no\n    name\n    tel\n    zipcode\n    address\n  }\n": typeof types.ShippingAddress_UserFragmentDoc,
    "\n  query OrderPage {\n    me {\n      no\n      ...ShippingAddress_user\n    }\n    usableCoupons {\n      no\n      ...CouponSelect_couponUser\n    }\n  }\n": typeof types.OrderPageDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      no\n      state\n      price\n      discount\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment ProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    score\n    reviewCount\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductDetailView_product on Product {\n    no\n    name\n    contents\n    pic\n    price\n    discountRate\n    stock\n    available\n    category\n    score\n    reviewCount\n  }\n": typeof types.ProductDetailView_ProductFragmentDoc,
    "\n  fragment ProductReviewItem_review on Review {\n    no\n    score\n    contents\n    pic\n    userNickname\n    date\n  }\n": typeof types.ProductReviewItem_ReviewFragmentDoc,
    "\n  fragment ReviewDetailView_review on Review {\n    no\n    pic\n    contents\n    score\n    userNickname\n    date\n    product {\n      no\n      name\n      pic\n    }\n  }\n": typeof types.ReviewDetailView_ReviewFragmentDoc,
    "\n  fragment CharacterPanel_character on Character {\n    no\n    name\n    actorName\n    pic\n  }\n": typeof types.CharacterPanel_CharacterFragmentDoc,
    "\n  fragment ItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    product {\n      no\n    }\n  }\n": typeof types.ItemCard_ItemFragmentDoc,
    "\n  fragment ScrapToggle_character on Character {\n    no\n    scrapCount\n    scrappedByMe\n  }\n": typeof types.ScrapToggle_CharacterFragmentDoc,
    "\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n": typeof types.ShowCard_ShowFragmentDoc,
    "\n  fragment StyleCard_style on Style {\n    no\n    pic\n    items {\n      no\n      ...ItemCard_item\n    }\n  }\n": typeof types.StyleCard_StyleFragmentDoc,
    "\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n": typeof types.ShowListDocument,
    "\n  mutation ScrapCharacter($characterNo: Int!) {\n    scrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n": typeof types.ScrapCharacterDocument,
    "\n  mutation UnscrapCharacter($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n": typeof types.UnscrapCharacterDocument,
};
const documents: Documents = {
    "\n  query HomePage {\n    popups {\n      ...PopupCard_popup\n    }\n    randomScene {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n    latestReviews(limit: 10) {\n      ...ReviewCard_review\n    }\n    popularPosts(limit: 8) {\n      ...PopularStyles_posts\n    }\n  }\n": types.HomePageDocument,
    "\n  query ShowDetailPage($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      characters {\n        no\n        name\n        ...CharacterPanel_character\n        ...ScrapToggle_character\n        styles {\n          no\n          ...StyleCard_style\n        }\n      }\n    }\n  }\n": types.ShowDetailPageDocument,
    "\n  query HomeRandomScene($showNo: Int!) {\n    randomScene(showNo: $showNo) {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n  }\n": types.HomeRandomSceneDocument,
    "\n  query ProductDetailPage($no: Int!) {\n    product(no: $no) {\n      no\n      name\n      pic\n      price\n      discountRate\n      stock\n      available\n      score\n      reviewCount\n      ...ProductDetailView_product\n    }\n  }\n": types.ProductDetailPageDocument,
    "\n  query ProductList(\n    $page: Int!\n    $size: Int!\n    $category: ProductCategory\n    $sort: ProductSort!\n    $excludeSoldOut: Boolean!\n  ) {\n    products(page: $page, size: $size, category: $category, sort: $sort, excludeSoldOut: $excludeSoldOut) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductListDocument,
    "\n  query ProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductReviewItem_review\n      }\n    }\n  }\n": types.ProductReviewsDocument,
    "\n  query ReviewDetailPage($no: Int!) {\n    review(no: $no) {\n      no\n      ...ReviewDetailView_review\n    }\n  }\n": types.ReviewDetailPageDocument,
    "\n  fragment ProfileForm_user on User {\n    no\n    email\n    name\n    tel\n    zipcode\n    address\n    accountType\n  }\n": types.ProfileForm_UserFragmentDoc,
    "\n  query ProfileEdit {\n    me {\n      no\n      ...ProfileForm_user\n    }\n  }\n": types.ProfileEditDocument,
    "\n  query CheckPassword($pwd: String!) {\n    checkPassword(pwd: $pwd)\n  }\n": types.CheckPasswordDocument,
    "\n  mutation UpdateAccount($input: AccountInput!) {\n    updateMyAccount(input: $input) {\n      no\n      id\n      name\n      tel\n      zipcode\n      address\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  mutation SignInAgain($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n": types.SignInAgainDocument,
    "\n  query WithdrawPage {\n    me {\n      no\n      email\n    }\n  }\n": types.WithdrawPageDocument,
    "\n  query CanWithdraw {\n    canWithdraw\n  }\n": types.CanWithdrawDocument,
    "\n  mutation Withdraw($email: String!, $naverAccessToken: String) {\n    withdraw(email: $email, naverAccessToken: $naverAccessToken)\n  }\n": types.WithdrawDocument,
    "\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n": types.AdminGuardDocument,
    "\n  fragment AlertItem_alert on Alert {\n    no\n    category\n    content\n    path\n    isRead\n    date\n  }\n": types.AlertItem_AlertFragmentDoc,
    "\n  query HasUnreadAlerts {\n    hasUnreadAlerts\n  }\n": types.HasUnreadAlertsDocument,
    "\n  query MyAlerts($category: AlertCategory, $page: Int!, $size: Int!) {\n    myAlerts(category: $category, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AlertItem_alert\n      }\n    }\n  }\n": types.MyAlertsDocument,
    "\n  mutation MarkAlertRead($no: Int!) {\n    markAlertRead(no: $no) {\n      no\n      isRead\n    }\n  }\n": types.MarkAlertReadDocument,
    "\n  mutation DeleteAlert($no: Int!) {\n    deleteAlert(no: $no)\n  }\n": types.DeleteAlertDocument,
    "\n  subscription AlertReceived {\n    alertReceived {\n      no\n      ...AlertItem_alert\n    }\n  }\n": types.AlertReceivedDocument,
    "\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query LoginGuard {\n    me {\n      no\n    }\n  }\n": types.LoginGuardDocument,
    "\n  query CartStock($productNos: [Int!]!) {\n    cartStock(productNos: $productNos) {\n      no\n      stock\n      available\n      price\n      discountRate\n    }\n  }\n": types.CartStockDocument,
    "\n  fragment PopularStyles_posts on Post {\n    no\n    pic\n    userNickname\n  }\n": types.PopularStyles_PostsFragmentDoc,
    "\n  fragment PopupCard_popup on Popup {\n    no\n    path\n    pic\n  }\n": types.PopupCard_PopupFragmentDoc,
    "\n  fragment ReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    userNickname\n    product {\n      no\n      name\n      pic\n    }\n  }\n": types.ReviewCard_ReviewFragmentDoc,
    "\n  fragment SceneSlide_scene on Scene {\n    show {\n      no\n      title\n      pic\n    }\n    character {\n      no\n      name\n      actorName\n      pic\n    }\n    ...SceneStyle_scene\n  }\n": types.SceneSlide_SceneFragmentDoc,
    "\n  fragment SceneStyle_scene on Scene {\n    style {\n      no\n      pic\n    }\n    items {\n      no\n      name\n      pic\n      product {\n        no\n      }\n    }\n  }\n": types.SceneStyle_SceneFragmentDoc,
    "\n  fragment CouponCard_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n": types.CouponCard_CouponUserFragmentDoc,
    "\n  query MyCoupons($page: Int!, $size: Int!) {\n    myCoupons(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...CouponCard_couponUser\n      }\n    }\n  }\n": types.MyCouponsDocument,
    "\n  fragment NoticeRow_notice on Notice {\n    no\n    category\n    title\n    date\n  }\n": types.NoticeRow_NoticeFragmentDoc,
    "\n  query Notices($page: Int!, $size: Int!) {\n    notices(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...NoticeRow_notice\n      }\n    }\n  }\n": types.NoticesDocument,
    "\n  query NoticeDetail($no: Int!) {\n    notice(no: $no) {\n      no\n      category\n      title\n      date\n      contents\n    }\n  }\n": types.NoticeDetailDocument,
    "\n  query MyOrders($page: Int!, $size: Int!) {\n    myOrders(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...OrderCard_order\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyOrderDetail($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      date\n      lines {\n        no\n        ...OrderLine_line\n      }\n      ...OrderShipping_order\n      ...OrderPayment_order\n    }\n  }\n": types.MyOrderDetailDocument,
    "\n  mutation CancelOrder($no: Int!) {\n    cancelOrder(no: $no) {\n      no\n      state\n    }\n  }\n": types.CancelOrderDocument,
    "\n  fragment OrderCard_order on Order {\n    no\n    state\n    price\n    discount\n    date\n    lines {\n      no\n      ...OrderLine_line\n    }\n  }\n": types.OrderCard_OrderFragmentDoc,
    "\n  fragment OrderLine_line on OrderProduct {\n    no\n    quantity\n    price\n    reviewable\n    review {\n      no\n    }\n    product {\n      no\n      name\n      pic\n      available\n    }\n  }\n": types.OrderLine_LineFragmentDoc,
    "\n  fragment OrderPayment_order on Order {\n    no\n    price\n    discount\n  }\n": types.OrderPayment_OrderFragmentDoc,
    "\n  fragment OrderShipping_order on Order {\n    no\n    recipientName\n    recipientTel\n    zipcode\n    address\n  }\n": types.OrderShipping_OrderFragmentDoc,
    "\n  fragment MyReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    product {\n      no\n      name\n      pic\n    }\n  }\n": types.MyReviewCard_ReviewFragmentDoc,
    "\n  query MyReviews($page: Int!, $size: Int!) {\n    myReviews(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyReviewCard_review\n      }\n    }\n  }\n": types.MyReviewsDocument,
    "\n  query ReviewLine($orderProductNo: Int!, $orderNo: Int!) {\n    canReview(orderProductNo: $orderProductNo)\n    order(no: $orderNo) {\n      no\n      lines {\n        no\n        product {\n          no\n          name\n          pic\n        }\n      }\n    }\n  }\n": types.ReviewLineDocument,
    "\n  query EditReview($no: Int!) {\n    review(no: $no) {\n      no\n      contents\n      score\n      pic\n      author {\n        no\n      }\n      product {\n        no\n        name\n        pic\n      }\n    }\n  }\n": types.EditReviewDocument,
    "\n  mutation WriteReview($orderProductNo: Int!, $input: ReviewInput!, $image: Upload) {\n    writeReview(orderProductNo: $orderProductNo, input: $input, image: $image) {\n      no\n      contents\n      score\n      pic\n      product {\n        no\n        score\n        reviewCount\n      }\n    }\n  }\n": types.WriteReviewDocument,
    "\n  mutation UpdateReview($no: Int!, $input: ReviewInput!, $image: Upload) {\n    updateReview(no: $no, input: $input, image: $image) {\n      no\n      contents\n      score\n      pic\n      product {\n        no\n        score\n        reviewCount\n      }\n    }\n  }\n": types.UpdateReviewDocument,
    "\n  mutation DeleteReview($no: Int!) {\n    deleteReview(no: $no)\n  }\n": types.DeleteReviewDocument,
    "\n  query MyScraps($page: Int!, $size: Int!) {\n    myScraps(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ScrapCard_scrap\n      }\n    }\n  }\n": types.MyScrapsDocument,
    "\n  mutation Unscrap($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      count\n      scrapped\n    }\n  }\n": types.UnscrapDocument,
    "\n  fragment ScrapCard_scrap on Scrap {\n    no\n    character {\n      no\n      name\n      pic\n      show {\n        no\n        title\n      }\n    }\n  }\n": types.ScrapCard_ScrapFragmentDoc,
    "\n  fragment CouponSelect_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n": types.CouponSelect_CouponUserFragmentDoc,
    "\n  fragment ShippingAddress_user on User {\n    no\n    name\n    tel\n    zipcode\n    address\n  }\n": types.ShippingAddress_UserFragmentDoc,
    "\n  query OrderPage {\n    me {\n      no\n      ...ShippingAddress_user\n    }\n    usableCoupons {\n      no\n      ...CouponSelect_couponUser\n    }\n  }\n": types.OrderPageDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      no\n      state\n      price\n      discount\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment ProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    score\n    reviewCount\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductDetailView_product on Product {\n    no\n    name\n    contents\n    pic\n    price\n    discountRate\n    stock\n    available\n    category\n    score\n    reviewCount\n  }\n": types.ProductDetailView_ProductFragmentDoc,
    "\n  fragment ProductReviewItem_review on Review {\n    no\n    score\n    contents\n    pic\n    userNickname\n    date\n  }\n": types.ProductReviewItem_ReviewFragmentDoc,
    "\n  fragment ReviewDetailView_review on Review {\n    no\n    pic\n    contents\n    score\n    userNickname\n    date\n    product {\n      no\n      name\n      pic\n    }\n  }\n": types.ReviewDetailView_ReviewFragmentDoc,
    "\n  fragment CharacterPanel_character on Character {\n    no\n    name\n    actorName\n    pic\n  }\n": types.CharacterPanel_CharacterFragmentDoc,
    "\n  fragment ItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    product {\n      no\n    }\n  }\n": types.ItemCard_ItemFragmentDoc,
    "\n  fragment ScrapToggle_character on Character {\n    no\n    scrapCount\n    scrappedByMe\n  }\n": types.ScrapToggle_CharacterFragmentDoc,
    "\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n": types.ShowCard_ShowFragmentDoc,
    "\n  fragment StyleCard_style on Style {\n    no\n    pic\n    items {\n      no\n      ...ItemCard_item\n    }\n  }\n": types.StyleCard_StyleFragmentDoc,
    "\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n": types.ShowListDocument,
    "\n  mutation ScrapCharacter($characterNo: Int!) {\n    scrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n": types.ScrapCharacterDocument,
    "\n  mutation UnscrapCharacter($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n": types.UnscrapCharacterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    popups {\n      ...PopupCard_popup\n    }\n    randomScene {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n    latestReviews(limit: 10) {\n      ...ReviewCard_review\n    }\n    popularPosts(limit: 8) {\n      ...PopularStyles_posts\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    popups {\n      ...PopupCard_popup\n    }\n    randomScene {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n    latestReviews(limit: 10) {\n      ...ReviewCard_review\n    }\n    popularPosts(limit: 8) {\n      ...PopularStyles_posts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowDetailPage($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      characters {\n        no\n        name\n        ...CharacterPanel_character\n        ...ScrapToggle_character\n        styles {\n          no\n          ...StyleCard_style\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowDetailPage($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      characters {\n        no\n        name\n        ...CharacterPanel_character\n        ...ScrapToggle_character\n        styles {\n          no\n          ...StyleCard_style\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRandomScene($showNo: Int!) {\n    randomScene(showNo: $showNo) {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeRandomScene($showNo: Int!) {\n    randomScene(showNo: $showNo) {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetailPage($no: Int!) {\n    product(no: $no) {\n      no\n      name\n      pic\n      price\n      discountRate\n      stock\n      available\n      score\n      reviewCount\n      ...ProductDetailView_product\n    }\n  }\n"): (typeof documents)["\n  query ProductDetailPage($no: Int!) {\n    product(no: $no) {\n      no\n      name\n      pic\n      price\n      discountRate\n      stock\n      available\n      score\n      reviewCount\n      ...ProductDetailView_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList(\n    $page: Int!\n    $size: Int!\n    $category: ProductCategory\n    $sort: ProductSort!\n    $excludeSoldOut: Boolean!\n  ) {\n    products(page: $page, size: $size, category: $category, sort: $sort, excludeSoldOut: $excludeSoldOut) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductList(\n    $page: Int!\n    $size: Int!\n    $category: ProductCategory\n    $sort: ProductSort!\n    $excludeSoldOut: Boolean!\n  ) {\n    products(page: $page, size: $size, category: $category, sort: $sort, excludeSoldOut: $excludeSoldOut) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductReviewItem_review\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductReviewItem_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewDetailPage($no: Int!) {\n    review(no: $no) {\n      no\n      ...ReviewDetailView_review\n    }\n  }\n"): (typeof documents)["\n  query ReviewDetailPage($no: Int!) {\n    review(no: $no) {\n      no\n      ...ReviewDetailView_review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_user on User {\n    no\n    email\n    name\n    tel\n    zipcode\n    address\n    accountType\n  }\n"): (typeof documents)["\n  fragment ProfileForm_user on User {\n    no\n    email\n    name\n    tel\n    zipcode\n    address\n    accountType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileEdit {\n    me {\n      no\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  query ProfileEdit {\n    me {\n      no\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckPassword($pwd: String!) {\n    checkPassword(pwd: $pwd)\n  }\n"): (typeof documents)["\n  query CheckPassword($pwd: String!) {\n    checkPassword(pwd: $pwd)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccount($input: AccountInput!) {\n    updateMyAccount(input: $input) {\n      no\n      id\n      name\n      tel\n      zipcode\n      address\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($input: AccountInput!) {\n    updateMyAccount(input: $input) {\n      no\n      id\n      name\n      tel\n      zipcode\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInAgain($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInAgain($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawPage {\n    me {\n      no\n      email\n    }\n  }\n"): (typeof documents)["\n  query WithdrawPage {\n    me {\n      no\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CanWithdraw {\n    canWithdraw\n  }\n"): (typeof documents)["\n  query CanWithdraw {\n    canWithdraw\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Withdraw($email: String!, $naverAccessToken: String) {\n    withdraw(email: $email, naverAccessToken: $naverAccessToken)\n  }\n"): (typeof documents)["\n  mutation Withdraw($email: String!, $naverAccessToken: String) {\n    withdraw(email: $email, naverAccessToken: $naverAccessToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n"): (typeof documents)["\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertItem_alert on Alert {\n    no\n    category\n    content\n    path\n    isRead\n    date\n  }\n"): (typeof documents)["\n  fragment AlertItem_alert on Alert {\n    no\n    category\n    content\n    path\n    isRead\n    date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasUnreadAlerts {\n    hasUnreadAlerts\n  }\n"): (typeof documents)["\n  query HasUnreadAlerts {\n    hasUnreadAlerts\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAlerts($category: AlertCategory, $page: Int!, $size: Int!) {\n    myAlerts(category: $category, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AlertItem_alert\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAlerts($category: AlertCategory, $page: Int!, $size: Int!) {\n    myAlerts(category: $category, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AlertItem_alert\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAlertRead($no: Int!) {\n    markAlertRead(no: $no) {\n      no\n      isRead\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAlertRead($no: Int!) {\n    markAlertRead(no: $no) {\n      no\n      isRead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAlert($no: Int!) {\n    deleteAlert(no: $no)\n  }\n"): (typeof documents)["\n  mutation DeleteAlert($no: Int!) {\n    deleteAlert(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AlertReceived {\n    alertReceived {\n      no\n      ...AlertItem_alert\n    }\n  }\n"): (typeof documents)["\n  subscription AlertReceived {\n    alertReceived {\n      no\n      ...AlertItem_alert\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginGuard {\n    me {\n      no\n    }\n  }\n"): (typeof documents)["\n  query LoginGuard {\n    me {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartStock($productNos: [Int!]!) {\n    cartStock(productNos: $productNos) {\n      no\n      stock\n      available\n      price\n      discountRate\n    }\n  }\n"): (typeof documents)["\n  query CartStock($productNos: [Int!]!) {\n    cartStock(productNos: $productNos) {\n      no\n      stock\n      available\n      price\n      discountRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopularStyles_posts on Post {\n    no\n    pic\n    userNickname\n  }\n"): (typeof documents)["\n  fragment PopularStyles_posts on Post {\n    no\n    pic\n    userNickname\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopupCard_popup on Popup {\n    no\n    path\n    pic\n  }\n"): (typeof documents)["\n  fragment PopupCard_popup on Popup {\n    no\n    path\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    userNickname\n    product {\n      no\n      name\n      pic\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    userNickname\n    product {\n      no\n      name\n      pic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SceneSlide_scene on Scene {\n    show {\n      no\n      title\n      pic\n    }\n    character {\n      no\n      name\n      actorName\n      pic\n    }\n    ...SceneStyle_scene\n  }\n"): (typeof documents)["\n  fragment SceneSlide_scene on Scene {\n    show {\n      no\n      title\n      pic\n    }\n    character {\n      no\n      name\n      actorName\n      pic\n    }\n    ...SceneStyle_scene\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SceneStyle_scene on Scene {\n    style {\n      no\n      pic\n    }\n    items {\n      no\n      name\n      pic\n      product {\n        no\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SceneStyle_scene on Scene {\n    style {\n      no\n      pic\n    }\n    items {\n      no\n      name\n      pic\n      product {\n        no\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponCard_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n"): (typeof documents)["\n  fragment CouponCard_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCoupons($page: Int!, $size: Int!) {\n    myCoupons(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...CouponCard_couponUser\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCoupons($page: Int!, $size: Int!) {\n    myCoupons(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...CouponCard_couponUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeRow_notice on Notice {\n    no\n    category\n    title\n    date\n  }\n"): (typeof documents)["\n  fragment NoticeRow_notice on Notice {\n    no\n    category\n    title\n    date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notices($page: Int!, $size: Int!) {\n    notices(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...NoticeRow_notice\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notices($page: Int!, $size: Int!) {\n    notices(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...NoticeRow_notice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeDetail($no: Int!) {\n    notice(no: $no) {\n      no\n      category\n      title\n      date\n      contents\n    }\n  }\n"): (typeof documents)["\n  query NoticeDetail($no: Int!) {\n    notice(no: $no) {\n      no\n      category\n      title\n      date\n      contents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($page: Int!, $size: Int!) {\n    myOrders(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...OrderCard_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($page: Int!, $size: Int!) {\n    myOrders(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...OrderCard_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrderDetail($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      date\n      lines {\n        no\n        ...OrderLine_line\n      }\n      ...OrderShipping_order\n      ...OrderPayment_order\n    }\n  }\n"): (typeof documents)["\n  query MyOrderDetail($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      date\n      lines {\n        no\n        ...OrderLine_line\n      }\n      ...OrderShipping_order\n      ...OrderPayment_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($no: Int!) {\n    cancelOrder(no: $no) {\n      no\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($no: Int!) {\n    cancelOrder(no: $no) {\n      no\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_order on Order {\n    no\n    state\n    price\n    discount\n    date\n    lines {\n      no\n      ...OrderLine_line\n    }\n  }\n"): (typeof documents)["\n  fragment OrderCard_order on Order {\n    no\n    state\n    price\n    discount\n    date\n    lines {\n      no\n      ...OrderLine_line\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLine_line on OrderProduct {\n    no\n    quantity\n    price\n    reviewable\n    review {\n      no\n    }\n    product {\n      no\n      name\n      pic\n      available\n    }\n  }\n"): (typeof documents)["\n  fragment OrderLine_line on OrderProduct {\n    no\n    quantity\n    price\n    reviewable\n    review {\n      no\n    }\n    product {\n      no\n      name\n      pic\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPayment_order on Order {\n    no\n    price\n    discount\n  }\n"): (typeof documents)["\n  fragment OrderPayment_order on Order {\n    no\n    price\n    discount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderShipping_order on Order {\n    no\n    recipientName\n    recipientTel\n    zipcode\n    address\n  }\n"): (typeof documents)["\n  fragment OrderShipping_order on Order {\n    no\n    recipientName\n    recipientTel\n    zipcode\n    address\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    product {\n      no\n      name\n      pic\n    }\n  }\n"): (typeof documents)["\n  fragment MyReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    product {\n      no\n      name\n      pic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReviews($page: Int!, $size: Int!) {\n    myReviews(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyReviewCard_review\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReviews($page: Int!, $size: Int!) {\n    myReviews(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyReviewCard_review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewLine($orderProductNo: Int!, $orderNo: Int!) {\n    canReview(orderProductNo: $orderProductNo)\n    order(no: $orderNo) {\n      no\n      lines {\n        no\n        product {\n          no\n          name\n          pic\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewLine($orderProductNo: Int!, $orderNo: Int!) {\n    canReview(orderProductNo: $orderProductNo)\n    order(no: $orderNo) {\n      no\n      lines {\n        no\n        product {\n          no\n          name\n          pic\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditReview($no: Int!) {\n    review(no: $no) {\n      no\n      contents\n      score\n      pic\n      author {\n        no\n      }\n      product {\n        no\n        name\n        pic\n      }\n    }\n  }\n"): (typeof documents)["\n  query EditReview($no: Int!) {\n    review(no: $no) {\n      no\n      contents\n      score\n      pic\n      author {\n        no\n      }\n      product {\n        no\n        name\n        pic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteReview($orderProductNo: Int!, $input: ReviewInput!, $image: Upload) {\n    writeReview(orderProductNo: $orderProductNo, input: $input, image: $image) {\n      no\n      contents\n      score\n      pic\n      product {\n        no\n        score\n        reviewCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WriteReview($orderProductNo: Int!, $input: ReviewInput!, $image: Upload) {\n    writeReview(orderProductNo: $orderProductNo, input: $input, image: $image) {\n      no\n      contents\n      score\n      pic\n      product {\n        no\n        score\n        reviewCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReview($no: Int!, $input: ReviewInput!, $image: Upload) {\n    updateReview(no: $no, input: $input, image: $image) {\n      no\n      contents\n      score\n      pic\n      product {\n        no\n        score\n        reviewCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReview($no: Int!, $input: ReviewInput!, $image: Upload) {\n    updateReview(no: $no, input: $input, image: $image) {\n      no\n      contents\n      score\n      pic\n      product {\n        no\n        score\n        reviewCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReview($no: Int!) {\n    deleteReview(no: $no)\n  }\n"): (typeof documents)["\n  mutation DeleteReview($no: Int!) {\n    deleteReview(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyScraps($page: Int!, $size: Int!) {\n    myScraps(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ScrapCard_scrap\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyScraps($page: Int!, $size: Int!) {\n    myScraps(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ScrapCard_scrap\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unscrap($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      count\n      scrapped\n    }\n  }\n"): (typeof documents)["\n  mutation Unscrap($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      count\n      scrapped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScrapCard_scrap on Scrap {\n    no\n    character {\n      no\n      name\n      pic\n      show {\n        no\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ScrapCard_scrap on Scrap {\n    no\n    character {\n      no\n      name\n      pic\n      show {\n        no\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponSelect_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n"): (typeof documents)["\n  fragment CouponSelect_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShippingAddress_user on User {\n    no\n    name\n    tel\n    zipcode\n    address\n  }\n"): (typeof documents)["\n  fragment ShippingAddress_user on User {\n    no\n    name\n    tel\n    zipcode\n    address\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPage {\n    me {\n      no\n      ...ShippingAddress_user\n    }\n    usableCoupons {\n      no\n      ...CouponSelect_couponUser\n    }\n  }\n"): (typeof documents)["\n  query OrderPage {\n    me {\n      no\n      ...ShippingAddress_user\n    }\n    usableCoupons {\n      no\n      ...CouponSelect_couponUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      no\n      state\n      price\n      discount\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      no\n      state\n      price\n      discount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    score\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    score\n    reviewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetailView_product on Product {\n    no\n    name\n    contents\n    pic\n    price\n    discountRate\n    stock\n    available\n    category\n    score\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ProductDetailView_product on Product {\n    no\n    name\n    contents\n    pic\n    price\n    discountRate\n    stock\n    available\n    category\n    score\n    reviewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductReviewItem_review on Review {\n    no\n    score\n    contents\n    pic\n    userNickname\n    date\n  }\n"): (typeof documents)["\n  fragment ProductReviewItem_review on Review {\n    no\n    score\n    contents\n    pic\n    userNickname\n    date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewDetailView_review on Review {\n    no\n    pic\n    contents\n    score\n    userNickname\n    date\n    product {\n      no\n      name\n      pic\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewDetailView_review on Review {\n    no\n    pic\n    contents\n    score\n    userNickname\n    date\n    product {\n      no\n      name\n      pic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CharacterPanel_character on Character {\n    no\n    name\n    actorName\n    pic\n  }\n"): (typeof documents)["\n  fragment CharacterPanel_character on Character {\n    no\n    name\n    actorName\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    product {\n      no\n    }\n  }\n"): (typeof documents)["\n  fragment ItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    product {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScrapToggle_character on Character {\n    no\n    scrapCount\n    scrappedByMe\n  }\n"): (typeof documents)["\n  fragment ScrapToggle_character on Character {\n    no\n    scrapCount\n    scrappedByMe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n"): (typeof documents)["\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StyleCard_style on Style {\n    no\n    pic\n    items {\n      no\n      ...ItemCard_item\n    }\n  }\n"): (typeof documents)["\n  fragment StyleCard_style on Style {\n    no\n    pic\n    items {\n      no\n      ...ItemCard_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScrapCharacter($characterNo: Int!) {\n    scrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation ScrapCharacter($characterNo: Int!) {\n    scrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnscrapCharacter($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation UnscrapCharacter($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;