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
    "\n  query ShowDetailPage($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      characters {\n        no\n        name\n        ...CharacterPanel_character\n        ...ScrapToggle_character\n      }\n    }\n  }\n": typeof types.ShowDetailPageDocument,
    "\n  query HomeRandomScene($showNo: Int!) {\n    randomScene(showNo: $showNo) {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n  }\n": typeof types.HomeRandomSceneDocument,
    "\n  query SearchPage($category: SearchCategory!, $term: String!, $page: Int!, $size: Int!) {\n    search(category: $category, term: $term, page: $page, size: $size) {\n      totalPages\n      totalElements\n      suggestion {\n        category\n        name\n      }\n      results {\n        ...SearchResults_result\n        ... on Product {\n          no\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query ProductDetailPage($no: Int!) {\n    product(no: $no) {\n      no\n      name\n      pic\n      price\n      discountRate\n      stock\n      available\n      score\n      reviewCount\n      ...ProductDetailView_product\n      ...ProductWornIn_product\n    }\n  }\n": typeof types.ProductDetailPageDocument,
    "\n  query ProductList(\n    $page: Int!\n    $size: Int!\n    $category: ProductCategory\n    $sort: ProductSort!\n    $excludeSoldOut: Boolean!\n  ) {\n    products(page: $page, size: $size, category: $category, sort: $sort, excludeSoldOut: $excludeSoldOut) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query ProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductReviewItem_review\n      }\n    }\n  }\n": typeof types.ProductReviewsDocument,
    "\n  query ReviewDetailPage($no: Int!) {\n    review(no: $no) {\n      no\n      ...ReviewDetailView_review\n    }\n  }\n": typeof types.ReviewDetailPageDocument,
    "\n  fragment ChatMessageList_message on ChatMessage {\n    no\n    chatNo\n    content\n    date\n    sendAdmin\n    userNo\n    order {\n      ...ChatOrderCard_order\n    }\n  }\n": typeof types.ChatMessageList_MessageFragmentDoc,
    "\n  fragment ChatOrderCard_order on ChatOrderCard {\n    no\n    productName\n    productCount\n    state\n    price\n    date\n  }\n": typeof types.ChatOrderCard_OrderFragmentDoc,
    "\n  fragment UseChatRoom_room on ChatRoom {\n    no\n    userNo\n    userName\n    category\n    closeChat\n    adminReadNo\n    memberReadNo\n  }\n": typeof types.UseChatRoom_RoomFragmentDoc,
    "\n  subscription ChatEvents($chatNo: Int) {\n    chatEvents(chatNo: $chatNo) {\n      kind\n      chatNo\n      sendAdmin\n      readNo\n      category\n      message {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n": typeof types.ChatEventsDocument,
    "\n  query ChatMessagesAfter($chatNo: Int!, $after: Int!) {\n    chatMessages(chatNo: $chatNo, after: $after) {\n      no\n      ...ChatMessageList_message\n    }\n  }\n": typeof types.ChatMessagesAfterDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      no\n      ...ChatMessageList_message\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation MarkChatRead($chatNo: Int!, $upTo: Int!) {\n    markChatRead(chatNo: $chatNo, upTo: $upTo) {\n      ...UseChatRoom_room\n    }\n  }\n": typeof types.MarkChatReadDocument,
    "\n  mutation ChatTyping($chatNo: Int!) {\n    chatTyping(chatNo: $chatNo)\n  }\n": typeof types.ChatTypingDocument,
    "\n  mutation EndChat($chatNo: Int!) {\n    endChat(chatNo: $chatNo) {\n      ...UseChatRoom_room\n    }\n  }\n": typeof types.EndChatDocument,
    "\n  query MyChatUnread {\n    myChatUnread\n  }\n": typeof types.MyChatUnreadDocument,
    "\n  subscription MyChatActivity {\n    chatEvents {\n      kind\n      chatNo\n      sendAdmin\n    }\n  }\n": typeof types.MyChatActivityDocument,
    "\n  fragment PaymentFacts_payment on Payment {\n    status\n    method\n    approvedAmount\n    cancelledAmount\n    receiptUrl\n    holdUntil\n    virtualAccount {\n      bankCode\n      accountNumber\n    }\n    refunds {\n      no\n      amount\n      status\n      kind\n      failureMessage\n      createdAt\n      refundAccount\n    }\n  }\n": typeof types.PaymentFacts_PaymentFragmentDoc,
    "\n  fragment ProfileForm_user on User {\n    no\n    email\n    name\n    tel\n    zipcode\n    address\n    accountType\n    mustChangePassword\n  }\n": typeof types.ProfileForm_UserFragmentDoc,
    "\n  query ProfileEdit {\n    me {\n      no\n      ...ProfileForm_user\n    }\n  }\n": typeof types.ProfileEditDocument,
    "\n  query CheckPassword($pwd: String!) {\n    checkPassword(pwd: $pwd)\n  }\n": typeof types.CheckPasswordDocument,
    "\n  mutation UpdateAccount($input: AccountInput!) {\n    updateMyAccount(input: $input) {\n      no\n      id\n      name\n      tel\n      zipcode\n      address\n      mustChangePassword\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  mutation SignInAgain($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n": typeof types.SignInAgainDocument,
    "\n  query WithdrawPage {\n    me {\n      no\n      email\n    }\n  }\n": typeof types.WithdrawPageDocument,
    "\n  query CanWithdraw {\n    canWithdraw\n  }\n": typeof types.CanWithdrawDocument,
    "\n  mutation Withdraw($email: String!, $naverAccessToken: String) {\n    withdraw(email: $email, naverAccessToken: $naverAccessToken)\n  }\n": typeof types.WithdrawDocument,
    "\n  fragment AuditEntryRow_entry on AuditEntry {\n    no\n    date\n    actorId\n    action\n    before\n    after\n  }\n": typeof types.AuditEntryRow_EntryFragmentDoc,
    "\n  query AuditTrail($subject: AuditSubject!, $subjectNo: Int, $page: Int!, $size: Int!) {\n    auditTrail(subject: $subject, subjectNo: $subjectNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AuditEntryRow_entry\n      }\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  query CannedReplies {\n    cannedReplies {\n      no\n      shortcut\n      content\n    }\n  }\n": typeof types.CannedRepliesDocument,
    "\n  mutation SaveCannedReply($input: CannedReplyInput!) {\n    saveCannedReply(input: $input) {\n      no\n      shortcut\n      content\n    }\n  }\n": typeof types.SaveCannedReplyDocument,
    "\n  mutation DeleteCannedReply($no: Int!) {\n    deleteCannedReply(no: $no)\n  }\n": typeof types.DeleteCannedReplyDocument,
    "\n  fragment RoomRow_room on ChatRoom {\n    no\n    userNo\n    userName\n    category\n    closeChat\n    unread\n    updatedAt\n    lastMessage {\n      no\n      content\n      date\n      sendAdmin\n    }\n  }\n": typeof types.RoomRow_RoomFragmentDoc,
    "\n  query AdminChatRooms($closed: Boolean!, $page: Int!, $size: Int!) {\n    chatRooms(closed: $closed, page: $page, size: $size) {\n      number\n      size\n      totalPages\n      totalElements\n      content {\n        no\n        ...RoomRow_room\n      }\n    }\n  }\n": typeof types.AdminChatRoomsDocument,
    "\n  subscription AdminChatRoomChanged {\n    chatRoomChanged {\n      no\n      ...RoomRow_room\n    }\n  }\n": typeof types.AdminChatRoomChangedDocument,
    "\n  query AdminChatConversation($chatNo: Int!) {\n    chatConversation(chatNo: $chatNo) {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n": typeof types.AdminChatConversationDocument,
    "\n  fragment AdminClaim_claim on Claim {\n    ...ClaimFields_claim\n    ordererName\n  }\n": typeof types.AdminClaim_ClaimFragmentDoc,
    "\n  query AdminClaims($filter: AdminClaimFilter, $page: Int!, $size: Int!) {\n    adminClaims(filter: $filter, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...AdminClaim_claim\n      }\n    }\n  }\n": typeof types.AdminClaimsDocument,
    "\n  mutation ApproveClaim($no: Int!) {\n    approveClaim(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": typeof types.ApproveClaimDocument,
    "\n  mutation RejectClaim($no: Int!, $reason: String!) {\n    rejectClaim(no: $no, reason: $reason) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": typeof types.RejectClaimDocument,
    "\n  mutation ReceiveClaim($no: Int!) {\n    receiveClaim(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": typeof types.ReceiveClaimDocument,
    "\n  mutation RefundClaim($no: Int!, $refundAccount: RefundAccountInput) {\n    refundClaim(no: $no, refundAccount: $refundAccount) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": typeof types.RefundClaimDocument,
    "\n  mutation SendExchange($no: Int!) {\n    sendExchange(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": typeof types.SendExchangeDocument,
    "\n  fragment ModerationCard_post on Post {\n    no\n    userNickname\n    pic\n    content\n    deleted\n    reportsCount\n    reportReasons {\n      category\n      count\n    }\n  }\n": typeof types.ModerationCard_PostFragmentDoc,
    "\n  query AdminPosts($page: Int!, $size: Int!) {\n    adminPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ModerationCard_post\n      }\n    }\n  }\n": typeof types.AdminPostsDocument,
    "\n  query AdminReportedPosts($page: Int!, $size: Int!, $sort: ReportedSort!) {\n    adminReportedPosts(page: $page, size: $size, sort: $sort) {\n      number\n      totalPages\n      content {\n        no\n        ...ModerationCard_post\n      }\n    }\n  }\n": typeof types.AdminReportedPostsDocument,
    "\n  mutation AdminDeletePost($no: Int!) {\n    adminDeletePost(no: $no) {\n      no\n      deleted\n    }\n  }\n": typeof types.AdminDeletePostDocument,
    "\n  mutation AdminDismissReports($no: Int!) {\n    adminDismissReports(no: $no) {\n      no\n      reportsCount\n      reportReasons {\n        category\n        count\n      }\n    }\n  }\n": typeof types.AdminDismissReportsDocument,
    "\n  fragment FashionShowCard_show on Show {\n    no\n    title\n    pic\n  }\n": typeof types.FashionShowCard_ShowFragmentDoc,
    "\n  query FashionShows($page: Int!, $size: Int!) {\n    adminShows(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...FashionShowCard_show\n      }\n    }\n  }\n": typeof types.FashionShowsDocument,
    "\n  query FashionShowAutocomplete($term: String!) {\n    showAutocomplete(term: $term) {\n      no\n      title\n    }\n  }\n": typeof types.FashionShowAutocompleteDocument,
    "\n  query FashionFindShowInfo($title: String!) {\n    findShowInfo(title: $title) {\n      title\n      pic\n      overview\n      actors {\n        actor\n        character\n        pic\n      }\n    }\n  }\n": typeof types.FashionFindShowInfoDocument,
    "\n  mutation FashionAddShow($title: String!, $pic: String) {\n    addShow(title: $title, pic: $pic) {\n      no\n      ...FashionShowCard_show\n    }\n  }\n": typeof types.FashionAddShowDocument,
    "\n  mutation FashionAddShowManually($title: String!, $file: Upload!) {\n    addShowManually(title: $title, file: $file) {\n      no\n      ...FashionShowCard_show\n    }\n  }\n": typeof types.FashionAddShowManuallyDocument,
    "\n  fragment FashionItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    match\n    product {\n      no\n      name\n    }\n    styles {\n      no\n      pic\n      character {\n        no\n        name\n        actorName\n        show {\n          no\n          title\n        }\n      }\n    }\n  }\n": typeof types.FashionItemCard_ItemFragmentDoc,
    "\n  query FashionItems($page: Int!, $size: Int!, $term: String) {\n    adminItems(page: $page, size: $size, term: $term) {\n      number\n      totalPages\n      content {\n        no\n        ...FashionItemCard_item\n      }\n    }\n  }\n": typeof types.FashionItemsDocument,
    "\n  query FashionItemAutocomplete($term: String!) {\n    itemAutocomplete(term: $term) {\n      no\n      name\n    }\n  }\n": typeof types.FashionItemAutocompleteDocument,
    "\n  query FashionProductOptions($term: String!) {\n    promotionTargets(type: PRODUCT, term: $term) {\n      no\n      name\n    }\n  }\n": typeof types.FashionProductOptionsDocument,
    "\n  fragment FashionCharacterRow_character on Character {\n    no\n    name\n    actorName\n    pic\n    styleCount\n  }\n": typeof types.FashionCharacterRow_CharacterFragmentDoc,
    "\n  query FashionShow($no: Int!) {\n    adminShow(no: $no) {\n      no\n      title\n      pic\n      characters {\n        no\n        ...FashionCharacterRow_character\n      }\n    }\n  }\n": typeof types.FashionShowDocument,
    "\n  mutation FashionDeleteShow($no: Int!) {\n    deleteShow(no: $no)\n  }\n": typeof types.FashionDeleteShowDocument,
    "\n  mutation FashionAddCharacter($showNo: Int!, $actor: String!, $character: String!, $pic: String) {\n    addCharacter(showNo: $showNo, actor: $actor, character: $character, pic: $pic) {\n      no\n      ...FashionCharacterRow_character\n    }\n  }\n": typeof types.FashionAddCharacterDocument,
    "\n  mutation FashionAddCharacterManually($showNo: Int!, $actorName: String!, $characterName: String!, $file: Upload!) {\n    addCharacterManually(showNo: $showNo, actorName: $actorName, characterName: $characterName, file: $file) {\n      no\n      ...FashionCharacterRow_character\n    }\n  }\n": typeof types.FashionAddCharacterManuallyDocument,
    "\n  mutation FashionDeleteCharacter($no: Int!) {\n    deleteCharacter(no: $no)\n  }\n": typeof types.FashionDeleteCharacterDocument,
    "\n  fragment FashionStylePanel_style on Style {\n    no\n    pic\n    items {\n      no\n      name\n      pic\n      path\n      match\n      product {\n        no\n        name\n      }\n    }\n  }\n": typeof types.FashionStylePanel_StyleFragmentDoc,
    "\n  query FashionCharacter($no: Int!) {\n    adminCharacter(no: $no) {\n      no\n      name\n      actorName\n      pic\n      show {\n        no\n        title\n      }\n      styles {\n        no\n        ...FashionStylePanel_style\n      }\n    }\n  }\n": typeof types.FashionCharacterDocument,
    "\n  mutation FashionAddStyle($characterNo: Int!, $file: Upload!) {\n    addStyle(characterNo: $characterNo, file: $file) {\n      no\n    }\n  }\n": typeof types.FashionAddStyleDocument,
    "\n  mutation FashionDeleteStyle($no: Int!) {\n    deleteStyle(no: $no)\n  }\n": typeof types.FashionDeleteStyleDocument,
    "\n  mutation FashionAddItem($styleNo: Int!, $input: ItemInput!, $file: Upload!) {\n    addItem(styleNo: $styleNo, input: $input, file: $file) {\n      no\n    }\n  }\n": typeof types.FashionAddItemDocument,
    "\n  mutation FashionLinkItem($styleNo: Int!, $itemNo: Int!) {\n    linkItem(styleNo: $styleNo, itemNo: $itemNo) {\n      no\n      ...FashionStylePanel_style\n    }\n  }\n": typeof types.FashionLinkItemDocument,
    "\n  mutation FashionUnlinkItem($styleNo: Int!, $itemNo: Int!) {\n    unlinkItem(styleNo: $styleNo, itemNo: $itemNo) {\n      no\n      ...FashionStylePanel_style\n    }\n  }\n": typeof types.FashionUnlinkItemDocument,
    "\n  mutation FashionDeleteItem($no: Int!) {\n    deleteItem(no: $no)\n  }\n": typeof types.FashionDeleteItemDocument,
    "\n  query AdminNotices($page: Int!, $size: Int!, $category: NoticeCategory) {\n    notices(page: $page, size: $size, category: $category) {\n      number\n      totalPages\n      content {\n        no\n        category\n        title\n        date\n      }\n    }\n  }\n": typeof types.AdminNoticesDocument,
    "\n  query AdminNotice($no: Int!) {\n    adminNotice(no: $no) {\n      no\n      title\n      category\n      contents\n    }\n  }\n": typeof types.AdminNoticeDocument,
    "\n  mutation CreateNotice($input: NoticeInput!) {\n    createNotice(input: $input) {\n      no\n      title\n      category\n      contents\n      date\n    }\n  }\n": typeof types.CreateNoticeDocument,
    "\n  mutation UpdateNotice($no: Int!, $input: NoticeInput!) {\n    updateNotice(no: $no, input: $input) {\n      no\n      title\n      category\n      contents\n    }\n  }\n": typeof types.UpdateNoticeDocument,
    "\n  mutation DeleteNotice($no: Int!) {\n    deleteNotice(no: $no)\n  }\n": typeof types.DeleteNoticeDocument,
    "\n  fragment OrderDetail_order on Order {\n    no\n    awaitingPayment\n    payment {\n      ...PaymentFacts_payment\n    }\n    recipientTel\n    zipcode\n    address\n    trackingNo\n    trackingUrl\n    courier {\n      code\n      name\n    }\n    lines {\n      no\n      quantity\n      optionLabel\n      price\n      product {\n        no\n        name\n      }\n    }\n  }\n": typeof types.OrderDetail_OrderFragmentDoc,
    "\n  fragment OrderRow_order on Order {\n    no\n    date\n    state\n    price\n    recipientName\n    payment {\n      needsRefundAccount\n      refundAccountOnFile\n    }\n    ...OrderDetail_order\n  }\n": typeof types.OrderRow_OrderFragmentDoc,
    "\n  mutation PreviewTrackingImport($csv: String!) {\n    previewTrackingImport(csv: $csv) {\n      ...TrackingImport_result\n    }\n  }\n": typeof types.PreviewTrackingImportDocument,
    "\n  mutation ImportTrackingNumbers($csv: String!) {\n    importTrackingNumbers(csv: $csv) {\n      ...TrackingImport_result\n    }\n  }\n": typeof types.ImportTrackingNumbersDocument,
    "\n  fragment TrackingImport_result on TrackingImportResult {\n    imported\n    errors\n    rows {\n      line\n      orderNo\n      courierName\n      trackingNo\n      error\n      errorKey\n      errorArgs\n    }\n  }\n": typeof types.TrackingImport_ResultFragmentDoc,
    "\n  query OverdueDeliveries($page: Int!, $size: Int!) {\n    overdueDeliveries(page: $page, size: $size) {\n      days\n      totalPages\n      content {\n        no\n        date\n        shippedAt\n        recipientName\n        trackingNo\n        trackingUrl\n        courier {\n          code\n          name\n        }\n      }\n    }\n  }\n": typeof types.OverdueDeliveriesDocument,
    "\n  mutation MarkDelivered($nos: [Int!]!) {\n    markDelivered(nos: $nos) {\n      no\n      state\n      deliveredAt\n    }\n  }\n": typeof types.MarkDeliveredDocument,
    "\n  query AdminOrders($filter: AdminOrderFilter, $page: Int!, $size: Int!) {\n    adminOrders(filter: $filter, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...OrderRow_order\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation ChangeOrderState($no: Int!, $state: OrderState!, $parcel: ParcelInput, $refundAccount: RefundAccountInput) {\n    changeOrderState(no: $no, state: $state, parcel: $parcel, refundAccount: $refundAccount) {\n      no\n      state\n      trackingNo\n      courier {\n        code\n        name\n      }\n    }\n  }\n": typeof types.ChangeOrderStateDocument,
    "\n  query Couriers {\n    couriers {\n      code\n      name\n      minLength\n      maxLength\n    }\n  }\n": typeof types.CouriersDocument,
    "\n  query PaymentReconciliations {\n    paymentSettings {\n      demo\n    }\n    paymentReconciliations {\n      day\n      checkedAt\n      differences {\n        orderNo\n        kind\n        shop\n        provider\n        applied\n      }\n    }\n  }\n": typeof types.PaymentReconciliationsDocument,
    "\n  mutation ReconcilePayments($day: String!) {\n    reconcilePayments(day: $day) {\n      day\n      checkedAt\n      differences {\n        orderNo\n        kind\n        shop\n        provider\n        applied\n      }\n    }\n  }\n": typeof types.ReconcilePaymentsDocument,
    "\n  query AdminProductOptions($no: Int!) {\n    product(no: $no) {\n      no\n      options {\n        no\n        size\n        color\n        stock\n        priceDelta\n      }\n      sizeGuide {\n        columns\n        rows {\n          size\n          values\n        }\n      }\n    }\n  }\n": typeof types.AdminProductOptionsDocument,
    "\n  mutation SaveProductOptions($productNo: Int!, $options: [ProductOptionInput!]!) {\n    saveProductOptions(productNo: $productNo, options: $options) {\n      no\n      size\n      color\n      stock\n      priceDelta\n    }\n  }\n": typeof types.SaveProductOptionsDocument,
    "\n  mutation SaveSizeGuide($productNo: Int!, $sizeGuide: SizeGuideInput) {\n    saveSizeGuide(productNo: $productNo, sizeGuide: $sizeGuide) {\n      no\n    }\n  }\n": typeof types.SaveSizeGuideDocument,
    "\n  query AdminProducts(\n    $page: Int!\n    $size: Int!\n    $searchTerm: String\n    $startDate: String\n    $endDate: String\n    $category: ProductCategory\n  ) {\n    adminProducts(\n      page: $page\n      size: $size\n      searchTerm: $searchTerm\n      startDate: $startDate\n      endDate: $endDate\n      category: $category\n    ) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...AdminProductCard_product\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  fragment AdminProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    discountedPrice\n    salesCount\n    score\n    reviewCount\n    stock\n    available\n    date\n  }\n": typeof types.AdminProductCard_ProductFragmentDoc,
    "\n  query AdminProductNames($term: String!) {\n    adminProductNames(term: $term)\n  }\n": typeof types.AdminProductNamesDocument,
    "\n  query AdminProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        score\n        contents\n        pic\n        author {\n          no\n          id\n        }\n      }\n    }\n  }\n": typeof types.AdminProductReviewsDocument,
    "\n  mutation AdminMarkProductSoldOut($no: Int!) {\n    markProductSoldOut(no: $no) {\n      no\n      stock\n    }\n  }\n": typeof types.AdminMarkProductSoldOutDocument,
    "\n  mutation AdminEndProductSale($no: Int!) {\n    endProductSale(no: $no) {\n      no\n      available\n    }\n  }\n": typeof types.AdminEndProductSaleDocument,
    "\n  fragment AdminProductForm_product on Product {\n    no\n    name\n    price\n    contents\n    category\n    colorFamily\n    stock\n    discountRate\n    pic\n  }\n": typeof types.AdminProductForm_ProductFragmentDoc,
    "\n  query AdminProduct($no: Int!) {\n    adminProduct(no: $no) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  mutation AdminCreateProduct($input: ProductInput!, $image: Upload) {\n    createProduct(input: $input, image: $image) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n": typeof types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($no: Int!, $input: ProductInput!, $image: Upload) {\n    updateProduct(no: $no, input: $input, image: $image) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n": typeof types.AdminUpdateProductDocument,
    "\n  query AdminProductDetail($no: Int!) {\n    adminProduct(no: $no) {\n      no\n      ...AdminProductCard_product\n      contents\n      category\n    }\n    adminProductSales(no: $no) {\n      month\n      quantity\n      revenue\n    }\n    product(no: $no) {\n      no\n      wornIn {\n        show {\n          no\n          title\n        }\n        character {\n          no\n          name\n          actorName\n        }\n        style {\n          no\n          pic\n        }\n      }\n    }\n  }\n": typeof types.AdminProductDetailDocument,
    "\n  query AdminCoupons($page: Int!, $size: Int!, $activeOnly: Boolean!) {\n    adminCoupons(page: $page, size: $size, activeOnly: $activeOnly) {\n      number\n      totalPages\n      content {\n        no\n        name\n        discountRate\n        expiryDate\n      }\n    }\n  }\n": typeof types.AdminCouponsDocument,
    "\n  mutation IssueCoupon($input: IssueCouponInput!) {\n    issueCoupon(input: $input) {\n      no\n    }\n  }\n": typeof types.IssueCouponDocument,
    "\n  query AdminPopups($page: Int!, $size: Int!) {\n    adminPopups(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        pic\n        path\n        isShow\n      }\n    }\n  }\n": typeof types.AdminPopupsDocument,
    "\n  mutation RegisterPopup($path: String!, $pic: Upload) {\n    registerPopup(path: $path, pic: $pic) {\n      no\n    }\n  }\n": typeof types.RegisterPopupDocument,
    "\n  mutation SetPopupShown($no: Int!, $isShow: Boolean!) {\n    setPopupShown(no: $no, isShow: $isShow) {\n      no\n      isShow\n    }\n  }\n": typeof types.SetPopupShownDocument,
    "\n  mutation DeletePopup($no: Int!) {\n    deletePopup(no: $no)\n  }\n": typeof types.DeletePopupDocument,
    "\n  mutation SendAdvertisement($input: SendAdvertisementInput!) {\n    sendAdvertisement(input: $input)\n  }\n": typeof types.SendAdvertisementDocument,
    "\n  query PromotionTargets($type: PromotionTargetType!, $term: String!) {\n    promotionTargets(type: $type, term: $term) {\n      no\n      name\n    }\n  }\n": typeof types.PromotionTargetsDocument,
    "\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n": typeof types.AdminGuardDocument,
    "\n  query SalesSeries($from: String!, $to: String!, $unit: StatsUnit!) {\n    salesSeries(from: $from, to: $to, unit: $unit) {\n      unit\n      points {\n        period\n        revenue\n        orders\n        quantity\n      }\n      previousPoints {\n        period\n        revenue\n        orders\n        quantity\n      }\n      total {\n        from\n        to\n        revenue\n        orders\n        quantity\n        cancelledOrders\n      }\n      previous {\n        from\n        to\n        revenue\n        orders\n        quantity\n        cancelledOrders\n      }\n    }\n  }\n": typeof types.SalesSeriesDocument,
    "\n  query BestProducts($from: String!, $to: String!, $limit: Int!) {\n    bestProducts(from: $from, to: $to, limit: $limit) {\n      productNo\n      name\n      quantity\n      revenue\n      previousQuantity\n    }\n  }\n": typeof types.BestProductsDocument,
    "\n  query ReturnRates($from: String!, $to: String!, $limit: Int!) {\n    returnRates(from: $from, to: $to, limit: $limit) {\n      productNo\n      name\n      returnRate\n      cancelledQuantity\n      totalQuantity\n    }\n  }\n": typeof types.ReturnRatesDocument,
    "\n  query SalesByShow($from: String!, $to: String!, $limit: Int!) {\n    salesByShow(from: $from, to: $to, limit: $limit) {\n      showNo\n      title\n      pic\n      quantity\n      revenue\n      previousRevenue\n      products\n    }\n  }\n": typeof types.SalesByShowDocument,
    "\n  query SalesByCharacter($from: String!, $to: String!, $showNo: Int!, $limit: Int!) {\n    salesByCharacter(from: $from, to: $to, showNo: $showNo, limit: $limit) {\n      characterNo\n      actorName\n      name\n      showNo\n      showTitle\n      quantity\n      revenue\n      previousRevenue\n    }\n  }\n": typeof types.SalesByCharacterDocument,
    "\n  query SalesByStyle($from: String!, $to: String!, $showNo: Int!, $characterNo: Int!, $limit: Int!) {\n    salesByStyle(from: $from, to: $to, showNo: $showNo, characterNo: $characterNo, limit: $limit) {\n      styleNo\n      pic\n      characterNo\n      characterName\n      actorName\n      showTitle\n      quantity\n      revenue\n      previousRevenue\n    }\n  }\n": typeof types.SalesByStyleDocument,
    "\n  fragment AlertItem_alert on Alert {\n    no\n    category\n    content\n    messageKey\n    messageArgs\n    path\n    isRead\n    date\n  }\n": typeof types.AlertItem_AlertFragmentDoc,
    "\n  query HasUnreadAlerts {\n    hasUnreadAlerts\n  }\n": typeof types.HasUnreadAlertsDocument,
    "\n  query MyAlerts($category: AlertCategory, $page: Int!, $size: Int!) {\n    myAlerts(category: $category, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AlertItem_alert\n      }\n    }\n  }\n": typeof types.MyAlertsDocument,
    "\n  mutation MarkAlertRead($no: Int!) {\n    markAlertRead(no: $no) {\n      no\n      isRead\n    }\n  }\n": typeof types.MarkAlertReadDocument,
    "\n  mutation MarkAllAlertsRead($category: AlertCategory) {\n    markAllAlertsRead(category: $category)\n  }\n": typeof types.MarkAllAlertsReadDocument,
    "\n  mutation DeleteAlert($no: Int!) {\n    deleteAlert(no: $no)\n  }\n": typeof types.DeleteAlertDocument,
    "\n  subscription AlertReceived {\n    alertReceived {\n      no\n      ...AlertItem_alert\n    }\n  }\n": typeof types.AlertReceivedDocument,
    "\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      mustChangePassword\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query LoginGuard {\n    me {\n      no\n      mustChangePassword\n    }\n  }\n": typeof types.LoginGuardDocument,
    "\n  query CartStock($productNos: [Int!]!) {\n    cartStock(productNos: $productNos) {\n      no\n      stock\n      available\n      price\n      discountRate\n      options {\n        no\n        label\n        stock\n        priceDelta\n      }\n    }\n  }\n": typeof types.CartStockDocument,
    "\n  query MyChat {\n    myChat {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n": typeof types.MyChatDocument,
    "\n  mutation OpenChat {\n    openChat {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n": typeof types.OpenChatDocument,
    "\n  mutation SetChatCategory($chatNo: Int!, $category: ChatCategory!) {\n    setChatCategory(chatNo: $chatNo, category: $category) {\n      ...UseChatRoom_room\n    }\n  }\n": typeof types.SetChatCategoryDocument,
    "\n  query ChatAttachOrder($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      price\n      date\n      lines {\n        no\n        product {\n          no\n          name\n        }\n      }\n    }\n  }\n": typeof types.ChatAttachOrderDocument,
    "\n  fragment PopularStyles_posts on Post {\n    no\n    pic\n    userNickname\n  }\n": typeof types.PopularStyles_PostsFragmentDoc,
    "\n  fragment PopupCard_popup on Popup {\n    no\n    path\n    pic\n  }\n": typeof types.PopupCard_PopupFragmentDoc,
    "\n  fragment ReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    userNickname\n    product {\n      no\n      name\n      pic\n    }\n  }\n": typeof types.ReviewCard_ReviewFragmentDoc,
    "\n  fragment SceneSlide_scene on Scene {\n    show {\n      no\n      title\n      pic\n    }\n    character {\n      no\n      name\n      actorName\n      pic\n    }\n    ...SceneStyle_scene\n  }\n": typeof types.SceneSlide_SceneFragmentDoc,
    "\n  fragment SceneStyle_scene on Scene {\n    style {\n      no\n      pic\n    }\n    items {\n      no\n      name\n      pic\n      product {\n        no\n      }\n    }\n  }\n": typeof types.SceneStyle_SceneFragmentDoc,
    "\n  fragment ClaimCard_claim on Claim {\n    ...ClaimFields_claim\n  }\n": typeof types.ClaimCard_ClaimFragmentDoc,
    "\n  query MyClaims($page: Int!, $size: Int!) {\n    myClaims(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ClaimCard_claim\n      }\n    }\n  }\n": typeof types.MyClaimsDocument,
    "\n  query ClaimLine($orderProductNo: Int!, $orderNo: Int!) {\n    order(no: $orderNo) {\n      no\n      payment {\n        needsRefundAccount\n      }\n      lines {\n        no\n        quantity\n        optionLabel\n        claimable\n        product {\n          no\n          name\n          pic\n        }\n      }\n    }\n    exchangeOptions(orderProductNo: $orderProductNo) {\n      no\n      size\n      color\n      stock\n    }\n  }\n": typeof types.ClaimLineDocument,
    "\n  mutation RequestClaim($input: ClaimInput!, $photos: [Upload!]) {\n    requestClaim(input: $input, photos: $photos) {\n      no\n      ...ClaimCard_claim\n    }\n  }\n": typeof types.RequestClaimDocument,
    "\n  fragment CouponCard_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n": typeof types.CouponCard_CouponUserFragmentDoc,
    "\n  query MyCoupons($page: Int!, $size: Int!) {\n    myCoupons(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...CouponCard_couponUser\n      }\n    }\n  }\n": typeof types.MyCouponsDocument,
    "\n  fragment NoticeRow_notice on Notice {\n    no\n    category\n    title\n    date\n  }\n": typeof types.NoticeRow_NoticeFragmentDoc,
    "\n  query Notices($page: Int!, $size: Int!) {\n    notices(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...NoticeRow_notice\n      }\n    }\n  }\n": typeof types.NoticesDocument,
    "\n  query NoticeDetail($no: Int!) {\n    notice(no: $no) {\n      no\n      category\n      title\n      date\n      contents\n    }\n  }\n": typeof types.NoticeDetailDocument,
    "\n  query MyOrders($page: Int!, $size: Int!) {\n    myOrders(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...OrderCard_order\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyOrderDetail($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      date\n      lines {\n        no\n        ...OrderLine_line\n      }\n      ...OrderDelivery_order\n      ...OrderShipping_order\n      ...OrderPayment_order\n      payment {\n        needsRefundAccount\n      }\n    }\n  }\n": typeof types.MyOrderDetailDocument,
    "\n  mutation CancelOrder($no: Int!, $refundAccount: RefundAccountInput) {\n    cancelOrder(no: $no, refundAccount: $refundAccount) {\n      no\n      state\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  fragment OrderCard_order on Order {\n    no\n    state\n    price\n    discount\n    date\n    awaitingPayment\n    payment {\n      status\n      needsRefundAccount\n    }\n    lines {\n      no\n      ...OrderLine_line\n    }\n  }\n": typeof types.OrderCard_OrderFragmentDoc,
    "\n  fragment OrderDelivery_order on Order {\n    no\n    state\n    date\n    shippedAt\n    deliveredAt\n    cancelledAt\n    trackingNo\n    trackingUrl\n    courier {\n      code\n      name\n    }\n  }\n": typeof types.OrderDelivery_OrderFragmentDoc,
    "\n  fragment OrderLine_line on OrderProduct {\n    no\n    quantity\n    optionLabel\n    price\n    reviewable\n    claimable\n    claims {\n      no\n      type\n      state\n    }\n    review {\n      no\n    }\n    product {\n      no\n      name\n      pic\n      available\n    }\n  }\n": typeof types.OrderLine_LineFragmentDoc,
    "\n  fragment OrderPayment_order on Order {\n    no\n    price\n    discount\n    awaitingPayment\n    payment {\n      ...PaymentFacts_payment\n    }\n  }\n": typeof types.OrderPayment_OrderFragmentDoc,
    "\n  fragment OrderShipping_order on Order {\n    no\n    recipientName\n    recipientTel\n    zipcode\n    address\n  }\n": typeof types.OrderShipping_OrderFragmentDoc,
    "\n  query MyPaymentCheckout($orderNo: Int!) {\n    paymentCheckout(orderNo: $orderNo) {\n      orderNo\n      windowUrl\n    }\n  }\n": typeof types.MyPaymentCheckoutDocument,
    "\n  fragment MyReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    optionLabel\n    product {\n      no\n      name\n      pic\n    }\n  }\n": typeof types.MyReviewCard_ReviewFragmentDoc,
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
    "\n  query OrderPage {\n    me {\n      no\n      ...ShippingAddress_user\n    }\n    usableCoupons {\n      no\n      ...CouponSelect_couponUser\n    }\n    paymentSettings {\n      demo\n    }\n  }\n": typeof types.OrderPageDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      no\n      state\n      price\n      discount\n      awaitingPayment\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query PaymentCheckout($orderNo: Int!) {\n    paymentCheckout(orderNo: $orderNo) {\n      orderNo\n      windowUrl\n    }\n  }\n": typeof types.PaymentCheckoutDocument,
    "\n  mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      no\n      state\n      awaitingPayment\n      lines {\n        no\n        optionNo\n        product {\n          no\n        }\n      }\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation FailPayment($input: FailPaymentInput!) {\n    failPayment(input: $input) {\n      no\n      state\n    }\n  }\n": typeof types.FailPaymentDocument,
    "\n  fragment AttachedProduct_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n  }\n": typeof types.AttachedProduct_ProductFragmentDoc,
    "\n  fragment CommentItem_comment on Comment {\n    no\n    userNo\n    userNickname\n    userPic\n    date\n    content\n    likesCount\n    likedByMe\n  }\n": typeof types.CommentItem_CommentFragmentDoc,
    "\n  fragment CommentThread_comment on Comment {\n    no\n    ...CommentItem_comment\n    replies {\n      no\n      ...CommentItem_comment\n    }\n  }\n": typeof types.CommentThread_CommentFragmentDoc,
    "\n  fragment PostArticle_post on Post {\n    no\n    userNo\n    userNickname\n    userPic\n    date\n    pic\n    content\n    product {\n      ...AttachedProduct_product\n    }\n    ...PostToolbar_post\n  }\n": typeof types.PostArticle_PostFragmentDoc,
    "\n  fragment PostToolbar_post on Post {\n    no\n    userNo\n    userNickname\n    content\n    likesCount\n    likedByMe\n    reportedByMe\n    commentsCount\n  }\n": typeof types.PostToolbar_PostFragmentDoc,
    "\n  query PostDetail($no: Int!) {\n    post(no: $no) {\n      no\n      userNo\n      hiddenByReports\n      hiddenNotice\n      ...PostArticle_post\n    }\n  }\n": typeof types.PostDetailDocument,
    "\n  query PostDetailComments($no: Int!, $page: Int!, $size: Int!) {\n    post(no: $no) {\n      no\n      commentsCount\n      comments(page: $page, size: $size) {\n        number\n        totalPages\n        totalElements\n        content {\n          no\n          ...CommentThread_comment\n        }\n      }\n    }\n  }\n": typeof types.PostDetailCommentsDocument,
    "\n  mutation PostDetailLike($postNo: Int!, $liked: Boolean!) {\n    setPostLike(postNo: $postNo, liked: $liked) {\n      postNo\n      liked\n      likesCount\n    }\n  }\n": typeof types.PostDetailLikeDocument,
    "\n  mutation PostDetailReport($postNo: Int!, $category: ReportCategory!) {\n    reportPost(postNo: $postNo, category: $category) {\n      postNo\n      reportsCount\n      hiddenByReports\n    }\n  }\n": typeof types.PostDetailReportDocument,
    "\n  mutation PostDetailDelete($no: Int!) {\n    deletePost(no: $no)\n  }\n": typeof types.PostDetailDeleteDocument,
    "\n  mutation WriteComment($input: CommentInput!) {\n    writeComment(input: $input) {\n      no\n    }\n  }\n": typeof types.WriteCommentDocument,
    "\n  mutation DeleteComment($no: Int!) {\n    deleteComment(no: $no)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation SetCommentLike($commentNo: Int!, $liked: Boolean!) {\n    setCommentLike(commentNo: $commentNo, liked: $liked) {\n      commentNo\n      liked\n      likesCount\n    }\n  }\n": typeof types.SetCommentLikeDocument,
    "\n  fragment ProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    score\n    reviewCount\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductDetailView_product on Product {\n    no\n    name\n    contents\n    pic\n    price\n    discountRate\n    stock\n    available\n    category\n    score\n    reviewCount\n    options {\n      no\n      size\n      label\n      stock\n      priceDelta\n      ...RestockToggle_option\n    }\n    ...SizeGuide_product\n  }\n": typeof types.ProductDetailView_ProductFragmentDoc,
    "\n  fragment ProductReviewItem_review on Review {\n    no\n    score\n    contents\n    pic\n    userNickname\n    date\n    optionLabel\n  }\n": typeof types.ProductReviewItem_ReviewFragmentDoc,
    "\n  fragment ProductWornIn_product on Product {\n    wornIn {\n      show {\n        no\n        title\n      }\n      character {\n        no\n        name\n        actorName\n      }\n      style {\n        no\n        pic\n      }\n    }\n    recentPosts {\n      no\n      pic\n      userNickname\n    }\n  }\n": typeof types.ProductWornIn_ProductFragmentDoc,
    "\n  fragment RestockToggle_option on ProductOption {\n    no\n    label\n    stock\n  }\n": typeof types.RestockToggle_OptionFragmentDoc,
    "\n  query RestockRequests($no: Int!) {\n    product(no: $no) {\n      no\n      options {\n        no\n        restockRequested\n      }\n    }\n  }\n": typeof types.RestockRequestsDocument,
    "\n  mutation RequestRestockAlert($optionNo: Int!) {\n    requestRestockAlert(optionNo: $optionNo) {\n      no\n      stock\n      restockRequested\n    }\n  }\n": typeof types.RequestRestockAlertDocument,
    "\n  mutation CancelRestockAlert($optionNo: Int!) {\n    cancelRestockAlert(optionNo: $optionNo) {\n      no\n      stock\n      restockRequested\n    }\n  }\n": typeof types.CancelRestockAlertDocument,
    "\n  fragment SizeGuide_product on Product {\n    sizeGuide {\n      columns\n      rows {\n        size\n        values\n      }\n    }\n  }\n": typeof types.SizeGuide_ProductFragmentDoc,
    "\n  fragment FollowListItem_member on FollowMember {\n    no\n    nickname\n    pic\n    withdrawn\n    followedByMe\n  }\n": typeof types.FollowListItem_MemberFragmentDoc,
    "\n  fragment OwnProfileView_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n    followerCount\n    followeeCount\n  }\n": typeof types.OwnProfileView_ProfileFragmentDoc,
    "\n  fragment ProfileEditForm_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n  }\n": typeof types.ProfileEditForm_ProfileFragmentDoc,
    "\n  fragment ProfileHeader_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n    isMe\n    followedByMe\n    followerCount\n    followeeCount\n    postCount\n  }\n": typeof types.ProfileHeader_ProfileFragmentDoc,
    "\n  fragment ProfilePostGrid_post on Post {\n    no\n    pic\n    preview(length: 30)\n  }\n": typeof types.ProfilePostGrid_PostFragmentDoc,
    "\n  fragment FollowToggle_myProfile on Profile {\n    followeeCount\n  }\n": typeof types.FollowToggle_MyProfileFragmentDoc,
    "\n  fragment FollowToggle_target on Profile {\n    followedByMe\n    followerCount\n  }\n": typeof types.FollowToggle_TargetFragmentDoc,
    "\n  query ProfilePage($userNo: Int!) {\n    profile(userNo: $userNo) {\n      no\n      withdrawn\n      ...ProfileHeader_profile\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  query ProfilePosts($userNo: Int!, $page: Int!, $size: Int!) {\n    profilePosts(userNo: $userNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ProfilePostGrid_post\n      }\n    }\n  }\n": typeof types.ProfilePostsDocument,
    "\n  query FollowListPage($userNo: Int!, $kind: FollowKind!, $page: Int!, $size: Int!) {\n    profile(userNo: $userNo) {\n      no\n      nickname\n      withdrawn\n      isMe\n    }\n    followList(userNo: $userNo, kind: $kind, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...FollowListItem_member\n      }\n    }\n  }\n": typeof types.FollowListPageDocument,
    "\n  query OwnProfilePanel($userNo: Int!) {\n    profile(userNo: $userNo) {\n      no\n      ...OwnProfileView_profile\n      ...ProfileEditForm_profile\n    }\n  }\n": typeof types.OwnProfilePanelDocument,
    "\n  query NicknameAvailable($nickname: String!) {\n    nicknameAvailable(nickname: $nickname)\n  }\n": typeof types.NicknameAvailableDocument,
    "\n  mutation SetFollow($userNo: Int!, $following: Boolean!) {\n    setFollow(userNo: $userNo, following: $following) {\n      followee {\n        no\n        followedByMe\n        followerCount\n      }\n      follower {\n        no\n        followeeCount\n      }\n    }\n  }\n": typeof types.SetFollowDocument,
    "\n  mutation RemoveFollower($userNo: Int!) {\n    removeFollower(userNo: $userNo) {\n      no\n      followerCount\n    }\n  }\n": typeof types.RemoveFollowerDocument,
    "\n  mutation UpdateMyProfile($input: ProfileInput!, $image: Upload) {\n    updateMyProfile(input: $input, image: $image) {\n      no\n      nickname\n      bio\n      pic\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  query IdExists($id: String!) {\n    idExists(id: $id)\n  }\n": typeof types.IdExistsDocument,
    "\n  query EmailCheck($email: String!, $verification: String) {\n    emailCheck(email: $email, verification: $verification) {\n      exists\n      hasOwnId\n      hasKakao\n      hasNaver\n      name\n      tel\n      zipcode\n      address\n    }\n  }\n": typeof types.EmailCheckDocument,
    "\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n": typeof types.SendVerificationCodeDocument,
    "\n  mutation VerifyEmailCode($email: String!, $code: String!) {\n    verifyEmailCode(email: $email, code: $code) {\n      status\n      message\n      verification\n    }\n  }\n": typeof types.VerifyEmailCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      no\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation IntegrateOwnId($input: RegisterInput!) {\n    integrateOwnId(input: $input) {\n      no\n    }\n  }\n": typeof types.IntegrateOwnIdDocument,
    "\n  mutation PasswordReset($id: String!, $email: String!) {\n    requestPasswordReset(id: $id, email: $email)\n  }\n": typeof types.PasswordResetDocument,
    "\n  fragment ReviewDetailView_review on Review {\n    no\n    pic\n    contents\n    score\n    userNickname\n    date\n    product {\n      no\n      name\n      pic\n    }\n  }\n": typeof types.ReviewDetailView_ReviewFragmentDoc,
    "\n  fragment ShowResult_show on Show {\n    no\n    title\n    pic\n  }\n": typeof types.ShowResult_ShowFragmentDoc,
    "\n  fragment ActorResult_actor on ActorSearchResult {\n    name\n    showDetails {\n      no\n      title\n      pic\n    }\n  }\n": typeof types.ActorResult_ActorFragmentDoc,
    "\n  fragment MemberResult_member on MemberSearchResult {\n    no\n    nickname\n    pic\n  }\n": typeof types.MemberResult_MemberFragmentDoc,
    "\n  fragment SearchResults_result on SearchResult {\n    __typename\n    ... on Product {\n      no\n    }\n    ... on Show {\n      no\n      ...ShowResult_show\n    }\n    ... on ActorSearchResult {\n      name\n      ...ActorResult_actor\n    }\n    ... on MemberSearchResult {\n      no\n      ...MemberResult_member\n    }\n  }\n": typeof types.SearchResults_ResultFragmentDoc,
    "\n  query Suggestions($term: String!) {\n    suggestions(term: $term) {\n      category\n      names\n    }\n  }\n": typeof types.SuggestionsDocument,
    "\n  fragment CharacterPanel_character on Character {\n    no\n    name\n    actorName\n    pic\n  }\n": typeof types.CharacterPanel_CharacterFragmentDoc,
    "\n  fragment ItemCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    available\n  }\n": typeof types.ItemCard_ProductFragmentDoc,
    "\n  fragment ItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    match\n    product {\n      ...ItemCard_product\n    }\n    alternatives(sizes: $sizes) {\n      ...ItemCard_product\n    }\n  }\n": typeof types.ItemCard_ItemFragmentDoc,
    "\n  fragment ScrapToggle_character on Character {\n    no\n    scrapCount\n    scrappedByMe\n  }\n": typeof types.ScrapToggle_CharacterFragmentDoc,
    "\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n": typeof types.ShowCard_ShowFragmentDoc,
    "\n  fragment StyleCard_style on Style {\n    no\n    pic\n    items {\n      no\n      ...ItemCard_item\n    }\n  }\n": typeof types.StyleCard_StyleFragmentDoc,
    "\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n": typeof types.ShowListDocument,
    "\n  query CharacterStyles($no: Int!, $sizes: [String!]) {\n    character(no: $no) {\n      no\n      styles {\n        no\n        ...StyleCard_style\n      }\n    }\n  }\n": typeof types.CharacterStylesDocument,
    "\n  mutation ScrapCharacter($characterNo: Int!) {\n    scrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n": typeof types.ScrapCharacterDocument,
    "\n  mutation UnscrapCharacter($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n": typeof types.UnscrapCharacterDocument,
    "\n  query SocialProviders {\n    socialProviders\n  }\n": typeof types.SocialProvidersDocument,
    "\n  mutation StartSocialLogin($provider: SocialProvider!) {\n    startSocialLogin(provider: $provider) {\n      url\n      state\n    }\n  }\n": typeof types.StartSocialLoginDocument,
    "\n  mutation StartSocialLink($provider: SocialProvider!, $password: String!) {\n    startSocialLink(provider: $provider, password: $password) {\n      url\n      state\n    }\n  }\n": typeof types.StartSocialLinkDocument,
    "\n  mutation CompleteSocialLogin($provider: SocialProvider!, $code: String!, $state: String!) {\n    completeSocialLogin(provider: $provider, code: $code, state: $state) {\n      status\n      provider\n      token\n      message\n      messageKey\n      messageArgs\n      providerAccessToken\n      user {\n        no\n        role\n      }\n      signup {\n        provider\n        ticket\n        email\n        name\n      }\n    }\n  }\n": typeof types.CompleteSocialLoginDocument,
    "\n  mutation CompleteSocialSignup($ticket: String!, $input: SocialSignupInput!) {\n    completeSocialSignup(ticket: $ticket, input: $input) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n": typeof types.CompleteSocialSignupDocument,
    "\n  query SocialLinks {\n    me {\n      no\n      id\n      socialLinks\n    }\n    socialProviders\n  }\n": typeof types.SocialLinksDocument,
    "\n  fragment FeedCard_post on Post {\n    no\n    pic\n    preview\n    date\n    likesCount\n    commentsCount\n    userNickname\n    userPic\n  }\n": typeof types.FeedCard_PostFragmentDoc,
    "\n  fragment MyPostRow_post on Post {\n    no\n    pic\n    preview(length: 50)\n    date\n    likesCount\n    commentsCount\n  }\n": typeof types.MyPostRow_PostFragmentDoc,
    "\n  fragment ProductPicker_product on Product {\n    no\n    name\n    pic\n  }\n": typeof types.ProductPicker_ProductFragmentDoc,
    "\n  query Feed($scope: FeedScope!, $order: FeedOrder!, $page: Int!, $size: Int!) {\n    feed(scope: $scope, order: $order, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...FeedCard_post\n      }\n    }\n  }\n": typeof types.FeedDocument,
    "\n  query MyPosts($page: Int!, $size: Int!) {\n    myPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyPostRow_post\n      }\n    }\n  }\n": typeof types.MyPostsDocument,
    "\n  query TrashedPosts($page: Int!, $size: Int!) {\n    trashedPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyPostRow_post\n      }\n    }\n  }\n": typeof types.TrashedPostsDocument,
    "\n  mutation DeletePost($no: Int!) {\n    deletePost(no: $no)\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation RestorePost($no: Int!) {\n    restorePost(no: $no) {\n      no\n      deleted\n    }\n  }\n": typeof types.RestorePostDocument,
    "\n  mutation PurgePost($no: Int!) {\n    purgePost(no: $no)\n  }\n": typeof types.PurgePostDocument,
    "\n  query PurchasedProducts {\n    purchasedProducts {\n      no\n      ...ProductPicker_product\n    }\n  }\n": typeof types.PurchasedProductsDocument,
    "\n  query EditPost($no: Int!) {\n    post(no: $no) {\n      no\n      userNo\n      deleted\n      content\n      pic\n      product {\n        no\n        ...ProductPicker_product\n      }\n    }\n    purchasedProducts {\n      no\n      ...ProductPicker_product\n    }\n  }\n": typeof types.EditPostDocument,
    "\n  mutation WritePost($input: PostInput!, $image: Upload) {\n    writePost(input: $input, image: $image) {\n      no\n      content\n      pic\n    }\n  }\n": typeof types.WritePostDocument,
    "\n  mutation UpdatePost($no: Int!, $input: PostInput!) {\n    updatePost(no: $no, input: $input) {\n      no\n      content\n      product {\n        no\n      }\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  fragment ClaimFields_claim on Claim {\n    no\n    orderNo\n    type\n    reason\n    text\n    state\n    optionLabel\n    rejectReason\n    refundAmount\n    refundAccount\n    photos\n    date\n    line {\n      no\n      quantity\n      price\n      optionLabel\n      product {\n        no\n        name\n        pic\n      }\n    }\n    history {\n      no\n      state\n      byAdmin\n      note\n      date\n    }\n  }\n": typeof types.ClaimFields_ClaimFragmentDoc,
    "\n  query AccountLanguage {\n    me {\n      no\n      language\n    }\n  }\n": typeof types.AccountLanguageDocument,
    "\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      no\n      language\n    }\n  }\n": typeof types.SetLanguageDocument,
};
const documents: Documents = {
    "\n  query HomePage {\n    popups {\n      ...PopupCard_popup\n    }\n    randomScene {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n    latestReviews(limit: 10) {\n      ...ReviewCard_review\n    }\n    popularPosts(limit: 8) {\n      ...PopularStyles_posts\n    }\n  }\n": types.HomePageDocument,
    "\n  query ShowDetailPage($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      characters {\n        no\n        name\n        ...CharacterPanel_character\n        ...ScrapToggle_character\n      }\n    }\n  }\n": types.ShowDetailPageDocument,
    "\n  query HomeRandomScene($showNo: Int!) {\n    randomScene(showNo: $showNo) {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n  }\n": types.HomeRandomSceneDocument,
    "\n  query SearchPage($category: SearchCategory!, $term: String!, $page: Int!, $size: Int!) {\n    search(category: $category, term: $term, page: $page, size: $size) {\n      totalPages\n      totalElements\n      suggestion {\n        category\n        name\n      }\n      results {\n        ...SearchResults_result\n        ... on Product {\n          no\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n": types.SearchPageDocument,
    "\n  query ProductDetailPage($no: Int!) {\n    product(no: $no) {\n      no\n      name\n      pic\n      price\n      discountRate\n      stock\n      available\n      score\n      reviewCount\n      ...ProductDetailView_product\n      ...ProductWornIn_product\n    }\n  }\n": types.ProductDetailPageDocument,
    "\n  query ProductList(\n    $page: Int!\n    $size: Int!\n    $category: ProductCategory\n    $sort: ProductSort!\n    $excludeSoldOut: Boolean!\n  ) {\n    products(page: $page, size: $size, category: $category, sort: $sort, excludeSoldOut: $excludeSoldOut) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductListDocument,
    "\n  query ProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...ProductReviewItem_review\n      }\n    }\n  }\n": types.ProductReviewsDocument,
    "\n  query ReviewDetailPage($no: Int!) {\n    review(no: $no) {\n      no\n      ...ReviewDetailView_review\n    }\n  }\n": types.ReviewDetailPageDocument,
    "\n  fragment ChatMessageList_message on ChatMessage {\n    no\n    chatNo\n    content\n    date\n    sendAdmin\n    userNo\n    order {\n      ...ChatOrderCard_order\n    }\n  }\n": types.ChatMessageList_MessageFragmentDoc,
    "\n  fragment ChatOrderCard_order on ChatOrderCard {\n    no\n    productName\n    productCount\n    state\n    price\n    date\n  }\n": types.ChatOrderCard_OrderFragmentDoc,
    "\n  fragment UseChatRoom_room on ChatRoom {\n    no\n    userNo\n    userName\n    category\n    closeChat\n    adminReadNo\n    memberReadNo\n  }\n": types.UseChatRoom_RoomFragmentDoc,
    "\n  subscription ChatEvents($chatNo: Int) {\n    chatEvents(chatNo: $chatNo) {\n      kind\n      chatNo\n      sendAdmin\n      readNo\n      category\n      message {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n": types.ChatEventsDocument,
    "\n  query ChatMessagesAfter($chatNo: Int!, $after: Int!) {\n    chatMessages(chatNo: $chatNo, after: $after) {\n      no\n      ...ChatMessageList_message\n    }\n  }\n": types.ChatMessagesAfterDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      no\n      ...ChatMessageList_message\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation MarkChatRead($chatNo: Int!, $upTo: Int!) {\n    markChatRead(chatNo: $chatNo, upTo: $upTo) {\n      ...UseChatRoom_room\n    }\n  }\n": types.MarkChatReadDocument,
    "\n  mutation ChatTyping($chatNo: Int!) {\n    chatTyping(chatNo: $chatNo)\n  }\n": types.ChatTypingDocument,
    "\n  mutation EndChat($chatNo: Int!) {\n    endChat(chatNo: $chatNo) {\n      ...UseChatRoom_room\n    }\n  }\n": types.EndChatDocument,
    "\n  query MyChatUnread {\n    myChatUnread\n  }\n": types.MyChatUnreadDocument,
    "\n  subscription MyChatActivity {\n    chatEvents {\n      kind\n      chatNo\n      sendAdmin\n    }\n  }\n": types.MyChatActivityDocument,
    "\n  fragment PaymentFacts_payment on Payment {\n    status\n    method\n    approvedAmount\n    cancelledAmount\n    receiptUrl\n    holdUntil\n    virtualAccount {\n      bankCode\n      accountNumber\n    }\n    refunds {\n      no\n      amount\n      status\n      kind\n      failureMessage\n      createdAt\n      refundAccount\n    }\n  }\n": types.PaymentFacts_PaymentFragmentDoc,
    "\n  fragment ProfileForm_user on User {\n    no\n    email\n    name\n    tel\n    zipcode\n    address\n    accountType\n    mustChangePassword\n  }\n": types.ProfileForm_UserFragmentDoc,
    "\n  query ProfileEdit {\n    me {\n      no\n      ...ProfileForm_user\n    }\n  }\n": types.ProfileEditDocument,
    "\n  query CheckPassword($pwd: String!) {\n    checkPassword(pwd: $pwd)\n  }\n": types.CheckPasswordDocument,
    "\n  mutation UpdateAccount($input: AccountInput!) {\n    updateMyAccount(input: $input) {\n      no\n      id\n      name\n      tel\n      zipcode\n      address\n      mustChangePassword\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  mutation SignInAgain($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n": types.SignInAgainDocument,
    "\n  query WithdrawPage {\n    me {\n      no\n      email\n    }\n  }\n": types.WithdrawPageDocument,
    "\n  query CanWithdraw {\n    canWithdraw\n  }\n": types.CanWithdrawDocument,
    "\n  mutation Withdraw($email: String!, $naverAccessToken: String) {\n    withdraw(email: $email, naverAccessToken: $naverAccessToken)\n  }\n": types.WithdrawDocument,
    "\n  fragment AuditEntryRow_entry on AuditEntry {\n    no\n    date\n    actorId\n    action\n    before\n    after\n  }\n": types.AuditEntryRow_EntryFragmentDoc,
    "\n  query AuditTrail($subject: AuditSubject!, $subjectNo: Int, $page: Int!, $size: Int!) {\n    auditTrail(subject: $subject, subjectNo: $subjectNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AuditEntryRow_entry\n      }\n    }\n  }\n": types.AuditTrailDocument,
    "\n  query CannedReplies {\n    cannedReplies {\n      no\n      shortcut\n      content\n    }\n  }\n": types.CannedRepliesDocument,
    "\n  mutation SaveCannedReply($input: CannedReplyInput!) {\n    saveCannedReply(input: $input) {\n      no\n      shortcut\n      content\n    }\n  }\n": types.SaveCannedReplyDocument,
    "\n  mutation DeleteCannedReply($no: Int!) {\n    deleteCannedReply(no: $no)\n  }\n": types.DeleteCannedReplyDocument,
    "\n  fragment RoomRow_room on ChatRoom {\n    no\n    userNo\n    userName\n    category\n    closeChat\n    unread\n    updatedAt\n    lastMessage {\n      no\n      content\n      date\n      sendAdmin\n    }\n  }\n": types.RoomRow_RoomFragmentDoc,
    "\n  query AdminChatRooms($closed: Boolean!, $page: Int!, $size: Int!) {\n    chatRooms(closed: $closed, page: $page, size: $size) {\n      number\n      size\n      totalPages\n      totalElements\n      content {\n        no\n        ...RoomRow_room\n      }\n    }\n  }\n": types.AdminChatRoomsDocument,
    "\n  subscription AdminChatRoomChanged {\n    chatRoomChanged {\n      no\n      ...RoomRow_room\n    }\n  }\n": types.AdminChatRoomChangedDocument,
    "\n  query AdminChatConversation($chatNo: Int!) {\n    chatConversation(chatNo: $chatNo) {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n": types.AdminChatConversationDocument,
    "\n  fragment AdminClaim_claim on Claim {\n    ...ClaimFields_claim\n    ordererName\n  }\n": types.AdminClaim_ClaimFragmentDoc,
    "\n  query AdminClaims($filter: AdminClaimFilter, $page: Int!, $size: Int!) {\n    adminClaims(filter: $filter, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...AdminClaim_claim\n      }\n    }\n  }\n": types.AdminClaimsDocument,
    "\n  mutation ApproveClaim($no: Int!) {\n    approveClaim(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": types.ApproveClaimDocument,
    "\n  mutation RejectClaim($no: Int!, $reason: String!) {\n    rejectClaim(no: $no, reason: $reason) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": types.RejectClaimDocument,
    "\n  mutation ReceiveClaim($no: Int!) {\n    receiveClaim(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": types.ReceiveClaimDocument,
    "\n  mutation RefundClaim($no: Int!, $refundAccount: RefundAccountInput) {\n    refundClaim(no: $no, refundAccount: $refundAccount) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": types.RefundClaimDocument,
    "\n  mutation SendExchange($no: Int!) {\n    sendExchange(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n": types.SendExchangeDocument,
    "\n  fragment ModerationCard_post on Post {\n    no\n    userNickname\n    pic\n    content\n    deleted\n    reportsCount\n    reportReasons {\n      category\n      count\n    }\n  }\n": types.ModerationCard_PostFragmentDoc,
    "\n  query AdminPosts($page: Int!, $size: Int!) {\n    adminPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ModerationCard_post\n      }\n    }\n  }\n": types.AdminPostsDocument,
    "\n  query AdminReportedPosts($page: Int!, $size: Int!, $sort: ReportedSort!) {\n    adminReportedPosts(page: $page, size: $size, sort: $sort) {\n      number\n      totalPages\n      content {\n        no\n        ...ModerationCard_post\n      }\n    }\n  }\n": types.AdminReportedPostsDocument,
    "\n  mutation AdminDeletePost($no: Int!) {\n    adminDeletePost(no: $no) {\n      no\n      deleted\n    }\n  }\n": types.AdminDeletePostDocument,
    "\n  mutation AdminDismissReports($no: Int!) {\n    adminDismissReports(no: $no) {\n      no\n      reportsCount\n      reportReasons {\n        category\n        count\n      }\n    }\n  }\n": types.AdminDismissReportsDocument,
    "\n  fragment FashionShowCard_show on Show {\n    no\n    title\n    pic\n  }\n": types.FashionShowCard_ShowFragmentDoc,
    "\n  query FashionShows($page: Int!, $size: Int!) {\n    adminShows(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...FashionShowCard_show\n      }\n    }\n  }\n": types.FashionShowsDocument,
    "\n  query FashionShowAutocomplete($term: String!) {\n    showAutocomplete(term: $term) {\n      no\n      title\n    }\n  }\n": types.FashionShowAutocompleteDocument,
    "\n  query FashionFindShowInfo($title: String!) {\n    findShowInfo(title: $title) {\n      title\n      pic\n      overview\n      actors {\n        actor\n        character\n        pic\n      }\n    }\n  }\n": types.FashionFindShowInfoDocument,
    "\n  mutation FashionAddShow($title: String!, $pic: String) {\n    addShow(title: $title, pic: $pic) {\n      no\n      ...FashionShowCard_show\n    }\n  }\n": types.FashionAddShowDocument,
    "\n  mutation FashionAddShowManually($title: String!, $file: Upload!) {\n    addShowManually(title: $title, file: $file) {\n      no\n      ...FashionShowCard_show\n    }\n  }\n": types.FashionAddShowManuallyDocument,
    "\n  fragment FashionItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    match\n    product {\n      no\n      name\n    }\n    styles {\n      no\n      pic\n      character {\n        no\n        name\n        actorName\n        show {\n          no\n          title\n        }\n      }\n    }\n  }\n": types.FashionItemCard_ItemFragmentDoc,
    "\n  query FashionItems($page: Int!, $size: Int!, $term: String) {\n    adminItems(page: $page, size: $size, term: $term) {\n      number\n      totalPages\n      content {\n        no\n        ...FashionItemCard_item\n      }\n    }\n  }\n": types.FashionItemsDocument,
    "\n  query FashionItemAutocomplete($term: String!) {\n    itemAutocomplete(term: $term) {\n      no\n      name\n    }\n  }\n": types.FashionItemAutocompleteDocument,
    "\n  query FashionProductOptions($term: String!) {\n    promotionTargets(type: PRODUCT, term: $term) {\n      no\n      name\n    }\n  }\n": types.FashionProductOptionsDocument,
    "\n  fragment FashionCharacterRow_character on Character {\n    no\n    name\n    actorName\n    pic\n    styleCount\n  }\n": types.FashionCharacterRow_CharacterFragmentDoc,
    "\n  query FashionShow($no: Int!) {\n    adminShow(no: $no) {\n      no\n      title\n      pic\n      characters {\n        no\n        ...FashionCharacterRow_character\n      }\n    }\n  }\n": types.FashionShowDocument,
    "\n  mutation FashionDeleteShow($no: Int!) {\n    deleteShow(no: $no)\n  }\n": types.FashionDeleteShowDocument,
    "\n  mutation FashionAddCharacter($showNo: Int!, $actor: String!, $character: String!, $pic: String) {\n    addCharacter(showNo: $showNo, actor: $actor, character: $character, pic: $pic) {\n      no\n      ...FashionCharacterRow_character\n    }\n  }\n": types.FashionAddCharacterDocument,
    "\n  mutation FashionAddCharacterManually($showNo: Int!, $actorName: String!, $characterName: String!, $file: Upload!) {\n    addCharacterManually(showNo: $showNo, actorName: $actorName, characterName: $characterName, file: $file) {\n      no\n      ...FashionCharacterRow_character\n    }\n  }\n": types.FashionAddCharacterManuallyDocument,
    "\n  mutation FashionDeleteCharacter($no: Int!) {\n    deleteCharacter(no: $no)\n  }\n": types.FashionDeleteCharacterDocument,
    "\n  fragment FashionStylePanel_style on Style {\n    no\n    pic\n    items {\n      no\n      name\n      pic\n      path\n      match\n      product {\n        no\n        name\n      }\n    }\n  }\n": types.FashionStylePanel_StyleFragmentDoc,
    "\n  query FashionCharacter($no: Int!) {\n    adminCharacter(no: $no) {\n      no\n      name\n      actorName\n      pic\n      show {\n        no\n        title\n      }\n      styles {\n        no\n        ...FashionStylePanel_style\n      }\n    }\n  }\n": types.FashionCharacterDocument,
    "\n  mutation FashionAddStyle($characterNo: Int!, $file: Upload!) {\n    addStyle(characterNo: $characterNo, file: $file) {\n      no\n    }\n  }\n": types.FashionAddStyleDocument,
    "\n  mutation FashionDeleteStyle($no: Int!) {\n    deleteStyle(no: $no)\n  }\n": types.FashionDeleteStyleDocument,
    "\n  mutation FashionAddItem($styleNo: Int!, $input: ItemInput!, $file: Upload!) {\n    addItem(styleNo: $styleNo, input: $input, file: $file) {\n      no\n    }\n  }\n": types.FashionAddItemDocument,
    "\n  mutation FashionLinkItem($styleNo: Int!, $itemNo: Int!) {\n    linkItem(styleNo: $styleNo, itemNo: $itemNo) {\n      no\n      ...FashionStylePanel_style\n    }\n  }\n": types.FashionLinkItemDocument,
    "\n  mutation FashionUnlinkItem($styleNo: Int!, $itemNo: Int!) {\n    unlinkItem(styleNo: $styleNo, itemNo: $itemNo) {\n      no\n      ...FashionStylePanel_style\n    }\n  }\n": types.FashionUnlinkItemDocument,
    "\n  mutation FashionDeleteItem($no: Int!) {\n    deleteItem(no: $no)\n  }\n": types.FashionDeleteItemDocument,
    "\n  query AdminNotices($page: Int!, $size: Int!, $category: NoticeCategory) {\n    notices(page: $page, size: $size, category: $category) {\n      number\n      totalPages\n      content {\n        no\n        category\n        title\n        date\n      }\n    }\n  }\n": types.AdminNoticesDocument,
    "\n  query AdminNotice($no: Int!) {\n    adminNotice(no: $no) {\n      no\n      title\n      category\n      contents\n    }\n  }\n": types.AdminNoticeDocument,
    "\n  mutation CreateNotice($input: NoticeInput!) {\n    createNotice(input: $input) {\n      no\n      title\n      category\n      contents\n      date\n    }\n  }\n": types.CreateNoticeDocument,
    "\n  mutation UpdateNotice($no: Int!, $input: NoticeInput!) {\n    updateNotice(no: $no, input: $input) {\n      no\n      title\n      category\n      contents\n    }\n  }\n": types.UpdateNoticeDocument,
    "\n  mutation DeleteNotice($no: Int!) {\n    deleteNotice(no: $no)\n  }\n": types.DeleteNoticeDocument,
    "\n  fragment OrderDetail_order on Order {\n    no\n    awaitingPayment\n    payment {\n      ...PaymentFacts_payment\n    }\n    recipientTel\n    zipcode\n    address\n    trackingNo\n    trackingUrl\n    courier {\n      code\n      name\n    }\n    lines {\n      no\n      quantity\n      optionLabel\n      price\n      product {\n        no\n        name\n      }\n    }\n  }\n": types.OrderDetail_OrderFragmentDoc,
    "\n  fragment OrderRow_order on Order {\n    no\n    date\n    state\n    price\n    recipientName\n    payment {\n      needsRefundAccount\n      refundAccountOnFile\n    }\n    ...OrderDetail_order\n  }\n": types.OrderRow_OrderFragmentDoc,
    "\n  mutation PreviewTrackingImport($csv: String!) {\n    previewTrackingImport(csv: $csv) {\n      ...TrackingImport_result\n    }\n  }\n": types.PreviewTrackingImportDocument,
    "\n  mutation ImportTrackingNumbers($csv: String!) {\n    importTrackingNumbers(csv: $csv) {\n      ...TrackingImport_result\n    }\n  }\n": types.ImportTrackingNumbersDocument,
    "\n  fragment TrackingImport_result on TrackingImportResult {\n    imported\n    errors\n    rows {\n      line\n      orderNo\n      courierName\n      trackingNo\n      error\n      errorKey\n      errorArgs\n    }\n  }\n": types.TrackingImport_ResultFragmentDoc,
    "\n  query OverdueDeliveries($page: Int!, $size: Int!) {\n    overdueDeliveries(page: $page, size: $size) {\n      days\n      totalPages\n      content {\n        no\n        date\n        shippedAt\n        recipientName\n        trackingNo\n        trackingUrl\n        courier {\n          code\n          name\n        }\n      }\n    }\n  }\n": types.OverdueDeliveriesDocument,
    "\n  mutation MarkDelivered($nos: [Int!]!) {\n    markDelivered(nos: $nos) {\n      no\n      state\n      deliveredAt\n    }\n  }\n": types.MarkDeliveredDocument,
    "\n  query AdminOrders($filter: AdminOrderFilter, $page: Int!, $size: Int!) {\n    adminOrders(filter: $filter, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...OrderRow_order\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  mutation ChangeOrderState($no: Int!, $state: OrderState!, $parcel: ParcelInput, $refundAccount: RefundAccountInput) {\n    changeOrderState(no: $no, state: $state, parcel: $parcel, refundAccount: $refundAccount) {\n      no\n      state\n      trackingNo\n      courier {\n        code\n        name\n      }\n    }\n  }\n": types.ChangeOrderStateDocument,
    "\n  query Couriers {\n    couriers {\n      code\n      name\n      minLength\n      maxLength\n    }\n  }\n": types.CouriersDocument,
    "\n  query PaymentReconciliations {\n    paymentSettings {\n      demo\n    }\n    paymentReconciliations {\n      day\n      checkedAt\n      differences {\n        orderNo\n        kind\n        shop\n        provider\n        applied\n      }\n    }\n  }\n": types.PaymentReconciliationsDocument,
    "\n  mutation ReconcilePayments($day: String!) {\n    reconcilePayments(day: $day) {\n      day\n      checkedAt\n      differences {\n        orderNo\n        kind\n        shop\n        provider\n        applied\n      }\n    }\n  }\n": types.ReconcilePaymentsDocument,
    "\n  query AdminProductOptions($no: Int!) {\n    product(no: $no) {\n      no\n      options {\n        no\n        size\n        color\n        stock\n        priceDelta\n      }\n      sizeGuide {\n        columns\n        rows {\n          size\n          values\n        }\n      }\n    }\n  }\n": types.AdminProductOptionsDocument,
    "\n  mutation SaveProductOptions($productNo: Int!, $options: [ProductOptionInput!]!) {\n    saveProductOptions(productNo: $productNo, options: $options) {\n      no\n      size\n      color\n      stock\n      priceDelta\n    }\n  }\n": types.SaveProductOptionsDocument,
    "\n  mutation SaveSizeGuide($productNo: Int!, $sizeGuide: SizeGuideInput) {\n    saveSizeGuide(productNo: $productNo, sizeGuide: $sizeGuide) {\n      no\n    }\n  }\n": types.SaveSizeGuideDocument,
    "\n  query AdminProducts(\n    $page: Int!\n    $size: Int!\n    $searchTerm: String\n    $startDate: String\n    $endDate: String\n    $category: ProductCategory\n  ) {\n    adminProducts(\n      page: $page\n      size: $size\n      searchTerm: $searchTerm\n      startDate: $startDate\n      endDate: $endDate\n      category: $category\n    ) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...AdminProductCard_product\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  fragment AdminProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    discountedPrice\n    salesCount\n    score\n    reviewCount\n    stock\n    available\n    date\n  }\n": types.AdminProductCard_ProductFragmentDoc,
    "\n  query AdminProductNames($term: String!) {\n    adminProductNames(term: $term)\n  }\n": types.AdminProductNamesDocument,
    "\n  query AdminProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        score\n        contents\n        pic\n        author {\n          no\n          id\n        }\n      }\n    }\n  }\n": types.AdminProductReviewsDocument,
    "\n  mutation AdminMarkProductSoldOut($no: Int!) {\n    markProductSoldOut(no: $no) {\n      no\n      stock\n    }\n  }\n": types.AdminMarkProductSoldOutDocument,
    "\n  mutation AdminEndProductSale($no: Int!) {\n    endProductSale(no: $no) {\n      no\n      available\n    }\n  }\n": types.AdminEndProductSaleDocument,
    "\n  fragment AdminProductForm_product on Product {\n    no\n    name\n    price\n    contents\n    category\n    colorFamily\n    stock\n    discountRate\n    pic\n  }\n": types.AdminProductForm_ProductFragmentDoc,
    "\n  query AdminProduct($no: Int!) {\n    adminProduct(no: $no) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n": types.AdminProductDocument,
    "\n  mutation AdminCreateProduct($input: ProductInput!, $image: Upload) {\n    createProduct(input: $input, image: $image) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n": types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($no: Int!, $input: ProductInput!, $image: Upload) {\n    updateProduct(no: $no, input: $input, image: $image) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n": types.AdminUpdateProductDocument,
    "\n  query AdminProductDetail($no: Int!) {\n    adminProduct(no: $no) {\n      no\n      ...AdminProductCard_product\n      contents\n      category\n    }\n    adminProductSales(no: $no) {\n      month\n      quantity\n      revenue\n    }\n    product(no: $no) {\n      no\n      wornIn {\n        show {\n          no\n          title\n        }\n        character {\n          no\n          name\n          actorName\n        }\n        style {\n          no\n          pic\n        }\n      }\n    }\n  }\n": types.AdminProductDetailDocument,
    "\n  query AdminCoupons($page: Int!, $size: Int!, $activeOnly: Boolean!) {\n    adminCoupons(page: $page, size: $size, activeOnly: $activeOnly) {\n      number\n      totalPages\n      content {\n        no\n        name\n        discountRate\n        expiryDate\n      }\n    }\n  }\n": types.AdminCouponsDocument,
    "\n  mutation IssueCoupon($input: IssueCouponInput!) {\n    issueCoupon(input: $input) {\n      no\n    }\n  }\n": types.IssueCouponDocument,
    "\n  query AdminPopups($page: Int!, $size: Int!) {\n    adminPopups(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        pic\n        path\n        isShow\n      }\n    }\n  }\n": types.AdminPopupsDocument,
    "\n  mutation RegisterPopup($path: String!, $pic: Upload) {\n    registerPopup(path: $path, pic: $pic) {\n      no\n    }\n  }\n": types.RegisterPopupDocument,
    "\n  mutation SetPopupShown($no: Int!, $isShow: Boolean!) {\n    setPopupShown(no: $no, isShow: $isShow) {\n      no\n      isShow\n    }\n  }\n": types.SetPopupShownDocument,
    "\n  mutation DeletePopup($no: Int!) {\n    deletePopup(no: $no)\n  }\n": types.DeletePopupDocument,
    "\n  mutation SendAdvertisement($input: SendAdvertisementInput!) {\n    sendAdvertisement(input: $input)\n  }\n": types.SendAdvertisementDocument,
    "\n  query PromotionTargets($type: PromotionTargetType!, $term: String!) {\n    promotionTargets(type: $type, term: $term) {\n      no\n      name\n    }\n  }\n": types.PromotionTargetsDocument,
    "\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n": types.AdminGuardDocument,
    "\n  query SalesSeries($from: String!, $to: String!, $unit: StatsUnit!) {\n    salesSeries(from: $from, to: $to, unit: $unit) {\n      unit\n      points {\n        period\n        revenue\n        orders\n        quantity\n      }\n      previousPoints {\n        period\n        revenue\n        orders\n        quantity\n      }\n      total {\n        from\n        to\n        revenue\n        orders\n        quantity\n        cancelledOrders\n      }\n      previous {\n        from\n        to\n        revenue\n        orders\n        quantity\n        cancelledOrders\n      }\n    }\n  }\n": types.SalesSeriesDocument,
    "\n  query BestProducts($from: String!, $to: String!, $limit: Int!) {\n    bestProducts(from: $from, to: $to, limit: $limit) {\n      productNo\n      name\n      quantity\n      revenue\n      previousQuantity\n    }\n  }\n": types.BestProductsDocument,
    "\n  query ReturnRates($from: String!, $to: String!, $limit: Int!) {\n    returnRates(from: $from, to: $to, limit: $limit) {\n      productNo\n      name\n      returnRate\n      cancelledQuantity\n      totalQuantity\n    }\n  }\n": types.ReturnRatesDocument,
    "\n  query SalesByShow($from: String!, $to: String!, $limit: Int!) {\n    salesByShow(from: $from, to: $to, limit: $limit) {\n      showNo\n      title\n      pic\n      quantity\n      revenue\n      previousRevenue\n      products\n    }\n  }\n": types.SalesByShowDocument,
    "\n  query SalesByCharacter($from: String!, $to: String!, $showNo: Int!, $limit: Int!) {\n    salesByCharacter(from: $from, to: $to, showNo: $showNo, limit: $limit) {\n      characterNo\n      actorName\n      name\n      showNo\n      showTitle\n      quantity\n      revenue\n      previousRevenue\n    }\n  }\n": types.SalesByCharacterDocument,
    "\n  query SalesByStyle($from: String!, $to: String!, $showNo: Int!, $characterNo: Int!, $limit: Int!) {\n    salesByStyle(from: $from, to: $to, showNo: $showNo, characterNo: $characterNo, limit: $limit) {\n      styleNo\n      pic\n      characterNo\n      characterName\n      actorName\n      showTitle\n      quantity\n      revenue\n      previousRevenue\n    }\n  }\n": types.SalesByStyleDocument,
    "\n  fragment AlertItem_alert on Alert {\n    no\n    category\n    content\n    messageKey\n    messageArgs\n    path\n    isRead\n    date\n  }\n": types.AlertItem_AlertFragmentDoc,
    "\n  query HasUnreadAlerts {\n    hasUnreadAlerts\n  }\n": types.HasUnreadAlertsDocument,
    "\n  query MyAlerts($category: AlertCategory, $page: Int!, $size: Int!) {\n    myAlerts(category: $category, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AlertItem_alert\n      }\n    }\n  }\n": types.MyAlertsDocument,
    "\n  mutation MarkAlertRead($no: Int!) {\n    markAlertRead(no: $no) {\n      no\n      isRead\n    }\n  }\n": types.MarkAlertReadDocument,
    "\n  mutation MarkAllAlertsRead($category: AlertCategory) {\n    markAllAlertsRead(category: $category)\n  }\n": types.MarkAllAlertsReadDocument,
    "\n  mutation DeleteAlert($no: Int!) {\n    deleteAlert(no: $no)\n  }\n": types.DeleteAlertDocument,
    "\n  subscription AlertReceived {\n    alertReceived {\n      no\n      ...AlertItem_alert\n    }\n  }\n": types.AlertReceivedDocument,
    "\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      mustChangePassword\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query LoginGuard {\n    me {\n      no\n      mustChangePassword\n    }\n  }\n": types.LoginGuardDocument,
    "\n  query CartStock($productNos: [Int!]!) {\n    cartStock(productNos: $productNos) {\n      no\n      stock\n      available\n      price\n      discountRate\n      options {\n        no\n        label\n        stock\n        priceDelta\n      }\n    }\n  }\n": types.CartStockDocument,
    "\n  query MyChat {\n    myChat {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n": types.MyChatDocument,
    "\n  mutation OpenChat {\n    openChat {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n": types.OpenChatDocument,
    "\n  mutation SetChatCategory($chatNo: Int!, $category: ChatCategory!) {\n    setChatCategory(chatNo: $chatNo, category: $category) {\n      ...UseChatRoom_room\n    }\n  }\n": types.SetChatCategoryDocument,
    "\n  query ChatAttachOrder($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      price\n      date\n      lines {\n        no\n        product {\n          no\n          name\n        }\n      }\n    }\n  }\n": types.ChatAttachOrderDocument,
    "\n  fragment PopularStyles_posts on Post {\n    no\n    pic\n    userNickname\n  }\n": types.PopularStyles_PostsFragmentDoc,
    "\n  fragment PopupCard_popup on Popup {\n    no\n    path\n    pic\n  }\n": types.PopupCard_PopupFragmentDoc,
    "\n  fragment ReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    userNickname\n    product {\n      no\n      name\n      pic\n    }\n  }\n": types.ReviewCard_ReviewFragmentDoc,
    "\n  fragment SceneSlide_scene on Scene {\n    show {\n      no\n      title\n      pic\n    }\n    character {\n      no\n      name\n      actorName\n      pic\n    }\n    ...SceneStyle_scene\n  }\n": types.SceneSlide_SceneFragmentDoc,
    "\n  fragment SceneStyle_scene on Scene {\n    style {\n      no\n      pic\n    }\n    items {\n      no\n      name\n      pic\n      product {\n        no\n      }\n    }\n  }\n": types.SceneStyle_SceneFragmentDoc,
    "\n  fragment ClaimCard_claim on Claim {\n    ...ClaimFields_claim\n  }\n": types.ClaimCard_ClaimFragmentDoc,
    "\n  query MyClaims($page: Int!, $size: Int!) {\n    myClaims(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ClaimCard_claim\n      }\n    }\n  }\n": types.MyClaimsDocument,
    "\n  query ClaimLine($orderProductNo: Int!, $orderNo: Int!) {\n    order(no: $orderNo) {\n      no\n      payment {\n        needsRefundAccount\n      }\n      lines {\n        no\n        quantity\n        optionLabel\n        claimable\n        product {\n          no\n          name\n          pic\n        }\n      }\n    }\n    exchangeOptions(orderProductNo: $orderProductNo) {\n      no\n      size\n      color\n      stock\n    }\n  }\n": types.ClaimLineDocument,
    "\n  mutation RequestClaim($input: ClaimInput!, $photos: [Upload!]) {\n    requestClaim(input: $input, photos: $photos) {\n      no\n      ...ClaimCard_claim\n    }\n  }\n": types.RequestClaimDocument,
    "\n  fragment CouponCard_couponUser on CouponUser {\n    no\n    coupon {\n      no\n      name\n      discountRate\n      expiryDate\n    }\n  }\n": types.CouponCard_CouponUserFragmentDoc,
    "\n  query MyCoupons($page: Int!, $size: Int!) {\n    myCoupons(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...CouponCard_couponUser\n      }\n    }\n  }\n": types.MyCouponsDocument,
    "\n  fragment NoticeRow_notice on Notice {\n    no\n    category\n    title\n    date\n  }\n": types.NoticeRow_NoticeFragmentDoc,
    "\n  query Notices($page: Int!, $size: Int!) {\n    notices(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...NoticeRow_notice\n      }\n    }\n  }\n": types.NoticesDocument,
    "\n  query NoticeDetail($no: Int!) {\n    notice(no: $no) {\n      no\n      category\n      title\n      date\n      contents\n    }\n  }\n": types.NoticeDetailDocument,
    "\n  query MyOrders($page: Int!, $size: Int!) {\n    myOrders(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...OrderCard_order\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyOrderDetail($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      date\n      lines {\n        no\n        ...OrderLine_line\n      }\n      ...OrderDelivery_order\n      ...OrderShipping_order\n      ...OrderPayment_order\n      payment {\n        needsRefundAccount\n      }\n    }\n  }\n": types.MyOrderDetailDocument,
    "\n  mutation CancelOrder($no: Int!, $refundAccount: RefundAccountInput) {\n    cancelOrder(no: $no, refundAccount: $refundAccount) {\n      no\n      state\n    }\n  }\n": types.CancelOrderDocument,
    "\n  fragment OrderCard_order on Order {\n    no\n    state\n    price\n    discount\n    date\n    awaitingPayment\n    payment {\n      status\n      needsRefundAccount\n    }\n    lines {\n      no\n      ...OrderLine_line\n    }\n  }\n": types.OrderCard_OrderFragmentDoc,
    "\n  fragment OrderDelivery_order on Order {\n    no\n    state\n    date\n    shippedAt\n    deliveredAt\n    cancelledAt\n    trackingNo\n    trackingUrl\n    courier {\n      code\n      name\n    }\n  }\n": types.OrderDelivery_OrderFragmentDoc,
    "\n  fragment OrderLine_line on OrderProduct {\n    no\n    quantity\n    optionLabel\n    price\n    reviewable\n    claimable\n    claims {\n      no\n      type\n      state\n    }\n    review {\n      no\n    }\n    product {\n      no\n      name\n      pic\n      available\n    }\n  }\n": types.OrderLine_LineFragmentDoc,
    "\n  fragment OrderPayment_order on Order {\n    no\n    price\n    discount\n    awaitingPayment\n    payment {\n      ...PaymentFacts_payment\n    }\n  }\n": types.OrderPayment_OrderFragmentDoc,
    "\n  fragment OrderShipping_order on Order {\n    no\n    recipientName\n    recipientTel\n    zipcode\n    address\n  }\n": types.OrderShipping_OrderFragmentDoc,
    "\n  query MyPaymentCheckout($orderNo: Int!) {\n    paymentCheckout(orderNo: $orderNo) {\n      orderNo\n      windowUrl\n    }\n  }\n": types.MyPaymentCheckoutDocument,
    "\n  fragment MyReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    optionLabel\n    product {\n      no\n      name\n      pic\n    }\n  }\n": types.MyReviewCard_ReviewFragmentDoc,
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
    "\n  query OrderPage {\n    me {\n      no\n      ...ShippingAddress_user\n    }\n    usableCoupons {\n      no\n      ...CouponSelect_couponUser\n    }\n    paymentSettings {\n      demo\n    }\n  }\n": types.OrderPageDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      no\n      state\n      price\n      discount\n      awaitingPayment\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query PaymentCheckout($orderNo: Int!) {\n    paymentCheckout(orderNo: $orderNo) {\n      orderNo\n      windowUrl\n    }\n  }\n": types.PaymentCheckoutDocument,
    "\n  mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      no\n      state\n      awaitingPayment\n      lines {\n        no\n        optionNo\n        product {\n          no\n        }\n      }\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation FailPayment($input: FailPaymentInput!) {\n    failPayment(input: $input) {\n      no\n      state\n    }\n  }\n": types.FailPaymentDocument,
    "\n  fragment AttachedProduct_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n  }\n": types.AttachedProduct_ProductFragmentDoc,
    "\n  fragment CommentItem_comment on Comment {\n    no\n    userNo\n    userNickname\n    userPic\n    date\n    content\n    likesCount\n    likedByMe\n  }\n": types.CommentItem_CommentFragmentDoc,
    "\n  fragment CommentThread_comment on Comment {\n    no\n    ...CommentItem_comment\n    replies {\n      no\n      ...CommentItem_comment\n    }\n  }\n": types.CommentThread_CommentFragmentDoc,
    "\n  fragment PostArticle_post on Post {\n    no\n    userNo\n    userNickname\n    userPic\n    date\n    pic\n    content\n    product {\n      ...AttachedProduct_product\n    }\n    ...PostToolbar_post\n  }\n": types.PostArticle_PostFragmentDoc,
    "\n  fragment PostToolbar_post on Post {\n    no\n    userNo\n    userNickname\n    content\n    likesCount\n    likedByMe\n    reportedByMe\n    commentsCount\n  }\n": types.PostToolbar_PostFragmentDoc,
    "\n  query PostDetail($no: Int!) {\n    post(no: $no) {\n      no\n      userNo\n      hiddenByReports\n      hiddenNotice\n      ...PostArticle_post\n    }\n  }\n": types.PostDetailDocument,
    "\n  query PostDetailComments($no: Int!, $page: Int!, $size: Int!) {\n    post(no: $no) {\n      no\n      commentsCount\n      comments(page: $page, size: $size) {\n        number\n        totalPages\n        totalElements\n        content {\n          no\n          ...CommentThread_comment\n        }\n      }\n    }\n  }\n": types.PostDetailCommentsDocument,
    "\n  mutation PostDetailLike($postNo: Int!, $liked: Boolean!) {\n    setPostLike(postNo: $postNo, liked: $liked) {\n      postNo\n      liked\n      likesCount\n    }\n  }\n": types.PostDetailLikeDocument,
    "\n  mutation PostDetailReport($postNo: Int!, $category: ReportCategory!) {\n    reportPost(postNo: $postNo, category: $category) {\n      postNo\n      reportsCount\n      hiddenByReports\n    }\n  }\n": types.PostDetailReportDocument,
    "\n  mutation PostDetailDelete($no: Int!) {\n    deletePost(no: $no)\n  }\n": types.PostDetailDeleteDocument,
    "\n  mutation WriteComment($input: CommentInput!) {\n    writeComment(input: $input) {\n      no\n    }\n  }\n": types.WriteCommentDocument,
    "\n  mutation DeleteComment($no: Int!) {\n    deleteComment(no: $no)\n  }\n": types.DeleteCommentDocument,
    "\n  mutation SetCommentLike($commentNo: Int!, $liked: Boolean!) {\n    setCommentLike(commentNo: $commentNo, liked: $liked) {\n      commentNo\n      liked\n      likesCount\n    }\n  }\n": types.SetCommentLikeDocument,
    "\n  fragment ProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    score\n    reviewCount\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductDetailView_product on Product {\n    no\n    name\n    contents\n    pic\n    price\n    discountRate\n    stock\n    available\n    category\n    score\n    reviewCount\n    options {\n      no\n      size\n      label\n      stock\n      priceDelta\n      ...RestockToggle_option\n    }\n    ...SizeGuide_product\n  }\n": types.ProductDetailView_ProductFragmentDoc,
    "\n  fragment ProductReviewItem_review on Review {\n    no\n    score\n    contents\n    pic\n    userNickname\n    date\n    optionLabel\n  }\n": types.ProductReviewItem_ReviewFragmentDoc,
    "\n  fragment ProductWornIn_product on Product {\n    wornIn {\n      show {\n        no\n        title\n      }\n      character {\n        no\n        name\n        actorName\n      }\n      style {\n        no\n        pic\n      }\n    }\n    recentPosts {\n      no\n      pic\n      userNickname\n    }\n  }\n": types.ProductWornIn_ProductFragmentDoc,
    "\n  fragment RestockToggle_option on ProductOption {\n    no\n    label\n    stock\n  }\n": types.RestockToggle_OptionFragmentDoc,
    "\n  query RestockRequests($no: Int!) {\n    product(no: $no) {\n      no\n      options {\n        no\n        restockRequested\n      }\n    }\n  }\n": types.RestockRequestsDocument,
    "\n  mutation RequestRestockAlert($optionNo: Int!) {\n    requestRestockAlert(optionNo: $optionNo) {\n      no\n      stock\n      restockRequested\n    }\n  }\n": types.RequestRestockAlertDocument,
    "\n  mutation CancelRestockAlert($optionNo: Int!) {\n    cancelRestockAlert(optionNo: $optionNo) {\n      no\n      stock\n      restockRequested\n    }\n  }\n": types.CancelRestockAlertDocument,
    "\n  fragment SizeGuide_product on Product {\n    sizeGuide {\n      columns\n      rows {\n        size\n        values\n      }\n    }\n  }\n": types.SizeGuide_ProductFragmentDoc,
    "\n  fragment FollowListItem_member on FollowMember {\n    no\n    nickname\n    pic\n    withdrawn\n    followedByMe\n  }\n": types.FollowListItem_MemberFragmentDoc,
    "\n  fragment OwnProfileView_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n    followerCount\n    followeeCount\n  }\n": types.OwnProfileView_ProfileFragmentDoc,
    "\n  fragment ProfileEditForm_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n  }\n": types.ProfileEditForm_ProfileFragmentDoc,
    "\n  fragment ProfileHeader_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n    isMe\n    followedByMe\n    followerCount\n    followeeCount\n    postCount\n  }\n": types.ProfileHeader_ProfileFragmentDoc,
    "\n  fragment ProfilePostGrid_post on Post {\n    no\n    pic\n    preview(length: 30)\n  }\n": types.ProfilePostGrid_PostFragmentDoc,
    "\n  fragment FollowToggle_myProfile on Profile {\n    followeeCount\n  }\n": types.FollowToggle_MyProfileFragmentDoc,
    "\n  fragment FollowToggle_target on Profile {\n    followedByMe\n    followerCount\n  }\n": types.FollowToggle_TargetFragmentDoc,
    "\n  query ProfilePage($userNo: Int!) {\n    profile(userNo: $userNo) {\n      no\n      withdrawn\n      ...ProfileHeader_profile\n    }\n  }\n": types.ProfilePageDocument,
    "\n  query ProfilePosts($userNo: Int!, $page: Int!, $size: Int!) {\n    profilePosts(userNo: $userNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ProfilePostGrid_post\n      }\n    }\n  }\n": types.ProfilePostsDocument,
    "\n  query FollowListPage($userNo: Int!, $kind: FollowKind!, $page: Int!, $size: Int!) {\n    profile(userNo: $userNo) {\n      no\n      nickname\n      withdrawn\n      isMe\n    }\n    followList(userNo: $userNo, kind: $kind, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...FollowListItem_member\n      }\n    }\n  }\n": types.FollowListPageDocument,
    "\n  query OwnProfilePanel($userNo: Int!) {\n    profile(userNo: $userNo) {\n      no\n      ...OwnProfileView_profile\n      ...ProfileEditForm_profile\n    }\n  }\n": types.OwnProfilePanelDocument,
    "\n  query NicknameAvailable($nickname: String!) {\n    nicknameAvailable(nickname: $nickname)\n  }\n": types.NicknameAvailableDocument,
    "\n  mutation SetFollow($userNo: Int!, $following: Boolean!) {\n    setFollow(userNo: $userNo, following: $following) {\n      followee {\n        no\n        followedByMe\n        followerCount\n      }\n      follower {\n        no\n        followeeCount\n      }\n    }\n  }\n": types.SetFollowDocument,
    "\n  mutation RemoveFollower($userNo: Int!) {\n    removeFollower(userNo: $userNo) {\n      no\n      followerCount\n    }\n  }\n": types.RemoveFollowerDocument,
    "\n  mutation UpdateMyProfile($input: ProfileInput!, $image: Upload) {\n    updateMyProfile(input: $input, image: $image) {\n      no\n      nickname\n      bio\n      pic\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  query IdExists($id: String!) {\n    idExists(id: $id)\n  }\n": types.IdExistsDocument,
    "\n  query EmailCheck($email: String!, $verification: String) {\n    emailCheck(email: $email, verification: $verification) {\n      exists\n      hasOwnId\n      hasKakao\n      hasNaver\n      name\n      tel\n      zipcode\n      address\n    }\n  }\n": types.EmailCheckDocument,
    "\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n": types.SendVerificationCodeDocument,
    "\n  mutation VerifyEmailCode($email: String!, $code: String!) {\n    verifyEmailCode(email: $email, code: $code) {\n      status\n      message\n      verification\n    }\n  }\n": types.VerifyEmailCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      no\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation IntegrateOwnId($input: RegisterInput!) {\n    integrateOwnId(input: $input) {\n      no\n    }\n  }\n": types.IntegrateOwnIdDocument,
    "\n  mutation PasswordReset($id: String!, $email: String!) {\n    requestPasswordReset(id: $id, email: $email)\n  }\n": types.PasswordResetDocument,
    "\n  fragment ReviewDetailView_review on Review {\n    no\n    pic\n    contents\n    score\n    userNickname\n    date\n    product {\n      no\n      name\n      pic\n    }\n  }\n": types.ReviewDetailView_ReviewFragmentDoc,
    "\n  fragment ShowResult_show on Show {\n    no\n    title\n    pic\n  }\n": types.ShowResult_ShowFragmentDoc,
    "\n  fragment ActorResult_actor on ActorSearchResult {\n    name\n    showDetails {\n      no\n      title\n      pic\n    }\n  }\n": types.ActorResult_ActorFragmentDoc,
    "\n  fragment MemberResult_member on MemberSearchResult {\n    no\n    nickname\n    pic\n  }\n": types.MemberResult_MemberFragmentDoc,
    "\n  fragment SearchResults_result on SearchResult {\n    __typename\n    ... on Product {\n      no\n    }\n    ... on Show {\n      no\n      ...ShowResult_show\n    }\n    ... on ActorSearchResult {\n      name\n      ...ActorResult_actor\n    }\n    ... on MemberSearchResult {\n      no\n      ...MemberResult_member\n    }\n  }\n": types.SearchResults_ResultFragmentDoc,
    "\n  query Suggestions($term: String!) {\n    suggestions(term: $term) {\n      category\n      names\n    }\n  }\n": types.SuggestionsDocument,
    "\n  fragment CharacterPanel_character on Character {\n    no\n    name\n    actorName\n    pic\n  }\n": types.CharacterPanel_CharacterFragmentDoc,
    "\n  fragment ItemCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    available\n  }\n": types.ItemCard_ProductFragmentDoc,
    "\n  fragment ItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    match\n    product {\n      ...ItemCard_product\n    }\n    alternatives(sizes: $sizes) {\n      ...ItemCard_product\n    }\n  }\n": types.ItemCard_ItemFragmentDoc,
    "\n  fragment ScrapToggle_character on Character {\n    no\n    scrapCount\n    scrappedByMe\n  }\n": types.ScrapToggle_CharacterFragmentDoc,
    "\n  fragment ShowCard_show on Show {\n    no\n    title\n    pic\n  }\n": types.ShowCard_ShowFragmentDoc,
    "\n  fragment StyleCard_style on Style {\n    no\n    pic\n    items {\n      no\n      ...ItemCard_item\n    }\n  }\n": types.StyleCard_StyleFragmentDoc,
    "\n  query ShowList($page: Int!, $size: Int!) {\n    shows(page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        ...ShowCard_show\n      }\n    }\n  }\n": types.ShowListDocument,
    "\n  query CharacterStyles($no: Int!, $sizes: [String!]) {\n    character(no: $no) {\n      no\n      styles {\n        no\n        ...StyleCard_style\n      }\n    }\n  }\n": types.CharacterStylesDocument,
    "\n  mutation ScrapCharacter($characterNo: Int!) {\n    scrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n": types.ScrapCharacterDocument,
    "\n  mutation UnscrapCharacter($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n": types.UnscrapCharacterDocument,
    "\n  query SocialProviders {\n    socialProviders\n  }\n": types.SocialProvidersDocument,
    "\n  mutation StartSocialLogin($provider: SocialProvider!) {\n    startSocialLogin(provider: $provider) {\n      url\n      state\n    }\n  }\n": types.StartSocialLoginDocument,
    "\n  mutation StartSocialLink($provider: SocialProvider!, $password: String!) {\n    startSocialLink(provider: $provider, password: $password) {\n      url\n      state\n    }\n  }\n": types.StartSocialLinkDocument,
    "\n  mutation CompleteSocialLogin($provider: SocialProvider!, $code: String!, $state: String!) {\n    completeSocialLogin(provider: $provider, code: $code, state: $state) {\n      status\n      provider\n      token\n      message\n      messageKey\n      messageArgs\n      providerAccessToken\n      user {\n        no\n        role\n      }\n      signup {\n        provider\n        ticket\n        email\n        name\n      }\n    }\n  }\n": types.CompleteSocialLoginDocument,
    "\n  mutation CompleteSocialSignup($ticket: String!, $input: SocialSignupInput!) {\n    completeSocialSignup(ticket: $ticket, input: $input) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n": types.CompleteSocialSignupDocument,
    "\n  query SocialLinks {\n    me {\n      no\n      id\n      socialLinks\n    }\n    socialProviders\n  }\n": types.SocialLinksDocument,
    "\n  fragment FeedCard_post on Post {\n    no\n    pic\n    preview\n    date\n    likesCount\n    commentsCount\n    userNickname\n    userPic\n  }\n": types.FeedCard_PostFragmentDoc,
    "\n  fragment MyPostRow_post on Post {\n    no\n    pic\n    preview(length: 50)\n    date\n    likesCount\n    commentsCount\n  }\n": types.MyPostRow_PostFragmentDoc,
    "\n  fragment ProductPicker_product on Product {\n    no\n    name\n    pic\n  }\n": types.ProductPicker_ProductFragmentDoc,
    "\n  query Feed($scope: FeedScope!, $order: FeedOrder!, $page: Int!, $size: Int!) {\n    feed(scope: $scope, order: $order, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...FeedCard_post\n      }\n    }\n  }\n": types.FeedDocument,
    "\n  query MyPosts($page: Int!, $size: Int!) {\n    myPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyPostRow_post\n      }\n    }\n  }\n": types.MyPostsDocument,
    "\n  query TrashedPosts($page: Int!, $size: Int!) {\n    trashedPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyPostRow_post\n      }\n    }\n  }\n": types.TrashedPostsDocument,
    "\n  mutation DeletePost($no: Int!) {\n    deletePost(no: $no)\n  }\n": types.DeletePostDocument,
    "\n  mutation RestorePost($no: Int!) {\n    restorePost(no: $no) {\n      no\n      deleted\n    }\n  }\n": types.RestorePostDocument,
    "\n  mutation PurgePost($no: Int!) {\n    purgePost(no: $no)\n  }\n": types.PurgePostDocument,
    "\n  query PurchasedProducts {\n    purchasedProducts {\n      no\n      ...ProductPicker_product\n    }\n  }\n": types.PurchasedProductsDocument,
    "\n  query EditPost($no: Int!) {\n    post(no: $no) {\n      no\n      userNo\n      deleted\n      content\n      pic\n      product {\n        no\n        ...ProductPicker_product\n      }\n    }\n    purchasedProducts {\n      no\n      ...ProductPicker_product\n    }\n  }\n": types.EditPostDocument,
    "\n  mutation WritePost($input: PostInput!, $image: Upload) {\n    writePost(input: $input, image: $image) {\n      no\n      content\n      pic\n    }\n  }\n": types.WritePostDocument,
    "\n  mutation UpdatePost($no: Int!, $input: PostInput!) {\n    updatePost(no: $no, input: $input) {\n      no\n      content\n      product {\n        no\n      }\n    }\n  }\n": types.UpdatePostDocument,
    "\n  fragment ClaimFields_claim on Claim {\n    no\n    orderNo\n    type\n    reason\n    text\n    state\n    optionLabel\n    rejectReason\n    refundAmount\n    refundAccount\n    photos\n    date\n    line {\n      no\n      quantity\n      price\n      optionLabel\n      product {\n        no\n        name\n        pic\n      }\n    }\n    history {\n      no\n      state\n      byAdmin\n      note\n      date\n    }\n  }\n": types.ClaimFields_ClaimFragmentDoc,
    "\n  query AccountLanguage {\n    me {\n      no\n      language\n    }\n  }\n": types.AccountLanguageDocument,
    "\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      no\n      language\n    }\n  }\n": types.SetLanguageDocument,
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
export function graphql(source: "\n  query ShowDetailPage($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      characters {\n        no\n        name\n        ...CharacterPanel_character\n        ...ScrapToggle_character\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowDetailPage($no: Int!) {\n    show(no: $no) {\n      no\n      title\n      characters {\n        no\n        name\n        ...CharacterPanel_character\n        ...ScrapToggle_character\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRandomScene($showNo: Int!) {\n    randomScene(showNo: $showNo) {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeRandomScene($showNo: Int!) {\n    randomScene(showNo: $showNo) {\n      ...SceneSlide_scene\n      characters {\n        no\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($category: SearchCategory!, $term: String!, $page: Int!, $size: Int!) {\n    search(category: $category, term: $term, page: $page, size: $size) {\n      totalPages\n      totalElements\n      suggestion {\n        category\n        name\n      }\n      results {\n        ...SearchResults_result\n        ... on Product {\n          no\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($category: SearchCategory!, $term: String!, $page: Int!, $size: Int!) {\n    search(category: $category, term: $term, page: $page, size: $size) {\n      totalPages\n      totalElements\n      suggestion {\n        category\n        name\n      }\n      results {\n        ...SearchResults_result\n        ... on Product {\n          no\n          ...ProductCard_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetailPage($no: Int!) {\n    product(no: $no) {\n      no\n      name\n      pic\n      price\n      discountRate\n      stock\n      available\n      score\n      reviewCount\n      ...ProductDetailView_product\n      ...ProductWornIn_product\n    }\n  }\n"): (typeof documents)["\n  query ProductDetailPage($no: Int!) {\n    product(no: $no) {\n      no\n      name\n      pic\n      price\n      discountRate\n      stock\n      available\n      score\n      reviewCount\n      ...ProductDetailView_product\n      ...ProductWornIn_product\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ChatMessageList_message on ChatMessage {\n    no\n    chatNo\n    content\n    date\n    sendAdmin\n    userNo\n    order {\n      ...ChatOrderCard_order\n    }\n  }\n"): (typeof documents)["\n  fragment ChatMessageList_message on ChatMessage {\n    no\n    chatNo\n    content\n    date\n    sendAdmin\n    userNo\n    order {\n      ...ChatOrderCard_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatOrderCard_order on ChatOrderCard {\n    no\n    productName\n    productCount\n    state\n    price\n    date\n  }\n"): (typeof documents)["\n  fragment ChatOrderCard_order on ChatOrderCard {\n    no\n    productName\n    productCount\n    state\n    price\n    date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UseChatRoom_room on ChatRoom {\n    no\n    userNo\n    userName\n    category\n    closeChat\n    adminReadNo\n    memberReadNo\n  }\n"): (typeof documents)["\n  fragment UseChatRoom_room on ChatRoom {\n    no\n    userNo\n    userName\n    category\n    closeChat\n    adminReadNo\n    memberReadNo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatEvents($chatNo: Int) {\n    chatEvents(chatNo: $chatNo) {\n      kind\n      chatNo\n      sendAdmin\n      readNo\n      category\n      message {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChatEvents($chatNo: Int) {\n    chatEvents(chatNo: $chatNo) {\n      kind\n      chatNo\n      sendAdmin\n      readNo\n      category\n      message {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessagesAfter($chatNo: Int!, $after: Int!) {\n    chatMessages(chatNo: $chatNo, after: $after) {\n      no\n      ...ChatMessageList_message\n    }\n  }\n"): (typeof documents)["\n  query ChatMessagesAfter($chatNo: Int!, $after: Int!) {\n    chatMessages(chatNo: $chatNo, after: $after) {\n      no\n      ...ChatMessageList_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      no\n      ...ChatMessageList_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      no\n      ...ChatMessageList_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkChatRead($chatNo: Int!, $upTo: Int!) {\n    markChatRead(chatNo: $chatNo, upTo: $upTo) {\n      ...UseChatRoom_room\n    }\n  }\n"): (typeof documents)["\n  mutation MarkChatRead($chatNo: Int!, $upTo: Int!) {\n    markChatRead(chatNo: $chatNo, upTo: $upTo) {\n      ...UseChatRoom_room\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChatTyping($chatNo: Int!) {\n    chatTyping(chatNo: $chatNo)\n  }\n"): (typeof documents)["\n  mutation ChatTyping($chatNo: Int!) {\n    chatTyping(chatNo: $chatNo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndChat($chatNo: Int!) {\n    endChat(chatNo: $chatNo) {\n      ...UseChatRoom_room\n    }\n  }\n"): (typeof documents)["\n  mutation EndChat($chatNo: Int!) {\n    endChat(chatNo: $chatNo) {\n      ...UseChatRoom_room\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChatUnread {\n    myChatUnread\n  }\n"): (typeof documents)["\n  query MyChatUnread {\n    myChatUnread\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyChatActivity {\n    chatEvents {\n      kind\n      chatNo\n      sendAdmin\n    }\n  }\n"): (typeof documents)["\n  subscription MyChatActivity {\n    chatEvents {\n      kind\n      chatNo\n      sendAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFacts_payment on Payment {\n    status\n    method\n    approvedAmount\n    cancelledAmount\n    receiptUrl\n    holdUntil\n    virtualAccount {\n      bankCode\n      accountNumber\n    }\n    refunds {\n      no\n      amount\n      status\n      kind\n      failureMessage\n      createdAt\n      refundAccount\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentFacts_payment on Payment {\n    status\n    method\n    approvedAmount\n    cancelledAmount\n    receiptUrl\n    holdUntil\n    virtualAccount {\n      bankCode\n      accountNumber\n    }\n    refunds {\n      no\n      amount\n      status\n      kind\n      failureMessage\n      createdAt\n      refundAccount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_user on User {\n    no\n    email\n    name\n    tel\n    zipcode\n    address\n    accountType\n    mustChangePassword\n  }\n"): (typeof documents)["\n  fragment ProfileForm_user on User {\n    no\n    email\n    name\n    tel\n    zipcode\n    address\n    accountType\n    mustChangePassword\n  }\n"];
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
export function graphql(source: "\n  mutation UpdateAccount($input: AccountInput!) {\n    updateMyAccount(input: $input) {\n      no\n      id\n      name\n      tel\n      zipcode\n      address\n      mustChangePassword\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($input: AccountInput!) {\n    updateMyAccount(input: $input) {\n      no\n      id\n      name\n      tel\n      zipcode\n      address\n      mustChangePassword\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment AuditEntryRow_entry on AuditEntry {\n    no\n    date\n    actorId\n    action\n    before\n    after\n  }\n"): (typeof documents)["\n  fragment AuditEntryRow_entry on AuditEntry {\n    no\n    date\n    actorId\n    action\n    before\n    after\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($subject: AuditSubject!, $subjectNo: Int, $page: Int!, $size: Int!) {\n    auditTrail(subject: $subject, subjectNo: $subjectNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AuditEntryRow_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($subject: AuditSubject!, $subjectNo: Int, $page: Int!, $size: Int!) {\n    auditTrail(subject: $subject, subjectNo: $subjectNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...AuditEntryRow_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CannedReplies {\n    cannedReplies {\n      no\n      shortcut\n      content\n    }\n  }\n"): (typeof documents)["\n  query CannedReplies {\n    cannedReplies {\n      no\n      shortcut\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCannedReply($input: CannedReplyInput!) {\n    saveCannedReply(input: $input) {\n      no\n      shortcut\n      content\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCannedReply($input: CannedReplyInput!) {\n    saveCannedReply(input: $input) {\n      no\n      shortcut\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCannedReply($no: Int!) {\n    deleteCannedReply(no: $no)\n  }\n"): (typeof documents)["\n  mutation DeleteCannedReply($no: Int!) {\n    deleteCannedReply(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomRow_room on ChatRoom {\n    no\n    userNo\n    userName\n    category\n    closeChat\n    unread\n    updatedAt\n    lastMessage {\n      no\n      content\n      date\n      sendAdmin\n    }\n  }\n"): (typeof documents)["\n  fragment RoomRow_room on ChatRoom {\n    no\n    userNo\n    userName\n    category\n    closeChat\n    unread\n    updatedAt\n    lastMessage {\n      no\n      content\n      date\n      sendAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChatRooms($closed: Boolean!, $page: Int!, $size: Int!) {\n    chatRooms(closed: $closed, page: $page, size: $size) {\n      number\n      size\n      totalPages\n      totalElements\n      content {\n        no\n        ...RoomRow_room\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminChatRooms($closed: Boolean!, $page: Int!, $size: Int!) {\n    chatRooms(closed: $closed, page: $page, size: $size) {\n      number\n      size\n      totalPages\n      totalElements\n      content {\n        no\n        ...RoomRow_room\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminChatRoomChanged {\n    chatRoomChanged {\n      no\n      ...RoomRow_room\n    }\n  }\n"): (typeof documents)["\n  subscription AdminChatRoomChanged {\n    chatRoomChanged {\n      no\n      ...RoomRow_room\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChatConversation($chatNo: Int!) {\n    chatConversation(chatNo: $chatNo) {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminChatConversation($chatNo: Int!) {\n    chatConversation(chatNo: $chatNo) {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminClaim_claim on Claim {\n    ...ClaimFields_claim\n    ordererName\n  }\n"): (typeof documents)["\n  fragment AdminClaim_claim on Claim {\n    ...ClaimFields_claim\n    ordererName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminClaims($filter: AdminClaimFilter, $page: Int!, $size: Int!) {\n    adminClaims(filter: $filter, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...AdminClaim_claim\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminClaims($filter: AdminClaimFilter, $page: Int!, $size: Int!) {\n    adminClaims(filter: $filter, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...AdminClaim_claim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveClaim($no: Int!) {\n    approveClaim(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveClaim($no: Int!) {\n    approveClaim(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectClaim($no: Int!, $reason: String!) {\n    rejectClaim(no: $no, reason: $reason) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"): (typeof documents)["\n  mutation RejectClaim($no: Int!, $reason: String!) {\n    rejectClaim(no: $no, reason: $reason) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveClaim($no: Int!) {\n    receiveClaim(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"): (typeof documents)["\n  mutation ReceiveClaim($no: Int!) {\n    receiveClaim(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundClaim($no: Int!, $refundAccount: RefundAccountInput) {\n    refundClaim(no: $no, refundAccount: $refundAccount) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"): (typeof documents)["\n  mutation RefundClaim($no: Int!, $refundAccount: RefundAccountInput) {\n    refundClaim(no: $no, refundAccount: $refundAccount) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendExchange($no: Int!) {\n    sendExchange(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"): (typeof documents)["\n  mutation SendExchange($no: Int!) {\n    sendExchange(no: $no) {\n      no\n      ...AdminClaim_claim\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModerationCard_post on Post {\n    no\n    userNickname\n    pic\n    content\n    deleted\n    reportsCount\n    reportReasons {\n      category\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ModerationCard_post on Post {\n    no\n    userNickname\n    pic\n    content\n    deleted\n    reportsCount\n    reportReasons {\n      category\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPosts($page: Int!, $size: Int!) {\n    adminPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ModerationCard_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPosts($page: Int!, $size: Int!) {\n    adminPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ModerationCard_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReportedPosts($page: Int!, $size: Int!, $sort: ReportedSort!) {\n    adminReportedPosts(page: $page, size: $size, sort: $sort) {\n      number\n      totalPages\n      content {\n        no\n        ...ModerationCard_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReportedPosts($page: Int!, $size: Int!, $sort: ReportedSort!) {\n    adminReportedPosts(page: $page, size: $size, sort: $sort) {\n      number\n      totalPages\n      content {\n        no\n        ...ModerationCard_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeletePost($no: Int!) {\n    adminDeletePost(no: $no) {\n      no\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeletePost($no: Int!) {\n    adminDeletePost(no: $no) {\n      no\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDismissReports($no: Int!) {\n    adminDismissReports(no: $no) {\n      no\n      reportsCount\n      reportReasons {\n        category\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDismissReports($no: Int!) {\n    adminDismissReports(no: $no) {\n      no\n      reportsCount\n      reportReasons {\n        category\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FashionShowCard_show on Show {\n    no\n    title\n    pic\n  }\n"): (typeof documents)["\n  fragment FashionShowCard_show on Show {\n    no\n    title\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FashionShows($page: Int!, $size: Int!) {\n    adminShows(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...FashionShowCard_show\n      }\n    }\n  }\n"): (typeof documents)["\n  query FashionShows($page: Int!, $size: Int!) {\n    adminShows(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...FashionShowCard_show\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FashionShowAutocomplete($term: String!) {\n    showAutocomplete(term: $term) {\n      no\n      title\n    }\n  }\n"): (typeof documents)["\n  query FashionShowAutocomplete($term: String!) {\n    showAutocomplete(term: $term) {\n      no\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FashionFindShowInfo($title: String!) {\n    findShowInfo(title: $title) {\n      title\n      pic\n      overview\n      actors {\n        actor\n        character\n        pic\n      }\n    }\n  }\n"): (typeof documents)["\n  query FashionFindShowInfo($title: String!) {\n    findShowInfo(title: $title) {\n      title\n      pic\n      overview\n      actors {\n        actor\n        character\n        pic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionAddShow($title: String!, $pic: String) {\n    addShow(title: $title, pic: $pic) {\n      no\n      ...FashionShowCard_show\n    }\n  }\n"): (typeof documents)["\n  mutation FashionAddShow($title: String!, $pic: String) {\n    addShow(title: $title, pic: $pic) {\n      no\n      ...FashionShowCard_show\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionAddShowManually($title: String!, $file: Upload!) {\n    addShowManually(title: $title, file: $file) {\n      no\n      ...FashionShowCard_show\n    }\n  }\n"): (typeof documents)["\n  mutation FashionAddShowManually($title: String!, $file: Upload!) {\n    addShowManually(title: $title, file: $file) {\n      no\n      ...FashionShowCard_show\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FashionItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    match\n    product {\n      no\n      name\n    }\n    styles {\n      no\n      pic\n      character {\n        no\n        name\n        actorName\n        show {\n          no\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FashionItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    match\n    product {\n      no\n      name\n    }\n    styles {\n      no\n      pic\n      character {\n        no\n        name\n        actorName\n        show {\n          no\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FashionItems($page: Int!, $size: Int!, $term: String) {\n    adminItems(page: $page, size: $size, term: $term) {\n      number\n      totalPages\n      content {\n        no\n        ...FashionItemCard_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query FashionItems($page: Int!, $size: Int!, $term: String) {\n    adminItems(page: $page, size: $size, term: $term) {\n      number\n      totalPages\n      content {\n        no\n        ...FashionItemCard_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FashionItemAutocomplete($term: String!) {\n    itemAutocomplete(term: $term) {\n      no\n      name\n    }\n  }\n"): (typeof documents)["\n  query FashionItemAutocomplete($term: String!) {\n    itemAutocomplete(term: $term) {\n      no\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FashionProductOptions($term: String!) {\n    promotionTargets(type: PRODUCT, term: $term) {\n      no\n      name\n    }\n  }\n"): (typeof documents)["\n  query FashionProductOptions($term: String!) {\n    promotionTargets(type: PRODUCT, term: $term) {\n      no\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FashionCharacterRow_character on Character {\n    no\n    name\n    actorName\n    pic\n    styleCount\n  }\n"): (typeof documents)["\n  fragment FashionCharacterRow_character on Character {\n    no\n    name\n    actorName\n    pic\n    styleCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FashionShow($no: Int!) {\n    adminShow(no: $no) {\n      no\n      title\n      pic\n      characters {\n        no\n        ...FashionCharacterRow_character\n      }\n    }\n  }\n"): (typeof documents)["\n  query FashionShow($no: Int!) {\n    adminShow(no: $no) {\n      no\n      title\n      pic\n      characters {\n        no\n        ...FashionCharacterRow_character\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionDeleteShow($no: Int!) {\n    deleteShow(no: $no)\n  }\n"): (typeof documents)["\n  mutation FashionDeleteShow($no: Int!) {\n    deleteShow(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionAddCharacter($showNo: Int!, $actor: String!, $character: String!, $pic: String) {\n    addCharacter(showNo: $showNo, actor: $actor, character: $character, pic: $pic) {\n      no\n      ...FashionCharacterRow_character\n    }\n  }\n"): (typeof documents)["\n  mutation FashionAddCharacter($showNo: Int!, $actor: String!, $character: String!, $pic: String) {\n    addCharacter(showNo: $showNo, actor: $actor, character: $character, pic: $pic) {\n      no\n      ...FashionCharacterRow_character\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionAddCharacterManually($showNo: Int!, $actorName: String!, $characterName: String!, $file: Upload!) {\n    addCharacterManually(showNo: $showNo, actorName: $actorName, characterName: $characterName, file: $file) {\n      no\n      ...FashionCharacterRow_character\n    }\n  }\n"): (typeof documents)["\n  mutation FashionAddCharacterManually($showNo: Int!, $actorName: String!, $characterName: String!, $file: Upload!) {\n    addCharacterManually(showNo: $showNo, actorName: $actorName, characterName: $characterName, file: $file) {\n      no\n      ...FashionCharacterRow_character\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionDeleteCharacter($no: Int!) {\n    deleteCharacter(no: $no)\n  }\n"): (typeof documents)["\n  mutation FashionDeleteCharacter($no: Int!) {\n    deleteCharacter(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FashionStylePanel_style on Style {\n    no\n    pic\n    items {\n      no\n      name\n      pic\n      path\n      match\n      product {\n        no\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FashionStylePanel_style on Style {\n    no\n    pic\n    items {\n      no\n      name\n      pic\n      path\n      match\n      product {\n        no\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FashionCharacter($no: Int!) {\n    adminCharacter(no: $no) {\n      no\n      name\n      actorName\n      pic\n      show {\n        no\n        title\n      }\n      styles {\n        no\n        ...FashionStylePanel_style\n      }\n    }\n  }\n"): (typeof documents)["\n  query FashionCharacter($no: Int!) {\n    adminCharacter(no: $no) {\n      no\n      name\n      actorName\n      pic\n      show {\n        no\n        title\n      }\n      styles {\n        no\n        ...FashionStylePanel_style\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionAddStyle($characterNo: Int!, $file: Upload!) {\n    addStyle(characterNo: $characterNo, file: $file) {\n      no\n    }\n  }\n"): (typeof documents)["\n  mutation FashionAddStyle($characterNo: Int!, $file: Upload!) {\n    addStyle(characterNo: $characterNo, file: $file) {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionDeleteStyle($no: Int!) {\n    deleteStyle(no: $no)\n  }\n"): (typeof documents)["\n  mutation FashionDeleteStyle($no: Int!) {\n    deleteStyle(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionAddItem($styleNo: Int!, $input: ItemInput!, $file: Upload!) {\n    addItem(styleNo: $styleNo, input: $input, file: $file) {\n      no\n    }\n  }\n"): (typeof documents)["\n  mutation FashionAddItem($styleNo: Int!, $input: ItemInput!, $file: Upload!) {\n    addItem(styleNo: $styleNo, input: $input, file: $file) {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionLinkItem($styleNo: Int!, $itemNo: Int!) {\n    linkItem(styleNo: $styleNo, itemNo: $itemNo) {\n      no\n      ...FashionStylePanel_style\n    }\n  }\n"): (typeof documents)["\n  mutation FashionLinkItem($styleNo: Int!, $itemNo: Int!) {\n    linkItem(styleNo: $styleNo, itemNo: $itemNo) {\n      no\n      ...FashionStylePanel_style\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionUnlinkItem($styleNo: Int!, $itemNo: Int!) {\n    unlinkItem(styleNo: $styleNo, itemNo: $itemNo) {\n      no\n      ...FashionStylePanel_style\n    }\n  }\n"): (typeof documents)["\n  mutation FashionUnlinkItem($styleNo: Int!, $itemNo: Int!) {\n    unlinkItem(styleNo: $styleNo, itemNo: $itemNo) {\n      no\n      ...FashionStylePanel_style\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FashionDeleteItem($no: Int!) {\n    deleteItem(no: $no)\n  }\n"): (typeof documents)["\n  mutation FashionDeleteItem($no: Int!) {\n    deleteItem(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNotices($page: Int!, $size: Int!, $category: NoticeCategory) {\n    notices(page: $page, size: $size, category: $category) {\n      number\n      totalPages\n      content {\n        no\n        category\n        title\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminNotices($page: Int!, $size: Int!, $category: NoticeCategory) {\n    notices(page: $page, size: $size, category: $category) {\n      number\n      totalPages\n      content {\n        no\n        category\n        title\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNotice($no: Int!) {\n    adminNotice(no: $no) {\n      no\n      title\n      category\n      contents\n    }\n  }\n"): (typeof documents)["\n  query AdminNotice($no: Int!) {\n    adminNotice(no: $no) {\n      no\n      title\n      category\n      contents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNotice($input: NoticeInput!) {\n    createNotice(input: $input) {\n      no\n      title\n      category\n      contents\n      date\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNotice($input: NoticeInput!) {\n    createNotice(input: $input) {\n      no\n      title\n      category\n      contents\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotice($no: Int!, $input: NoticeInput!) {\n    updateNotice(no: $no, input: $input) {\n      no\n      title\n      category\n      contents\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotice($no: Int!, $input: NoticeInput!) {\n    updateNotice(no: $no, input: $input) {\n      no\n      title\n      category\n      contents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotice($no: Int!) {\n    deleteNotice(no: $no)\n  }\n"): (typeof documents)["\n  mutation DeleteNotice($no: Int!) {\n    deleteNotice(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetail_order on Order {\n    no\n    awaitingPayment\n    payment {\n      ...PaymentFacts_payment\n    }\n    recipientTel\n    zipcode\n    address\n    trackingNo\n    trackingUrl\n    courier {\n      code\n      name\n    }\n    lines {\n      no\n      quantity\n      optionLabel\n      price\n      product {\n        no\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDetail_order on Order {\n    no\n    awaitingPayment\n    payment {\n      ...PaymentFacts_payment\n    }\n    recipientTel\n    zipcode\n    address\n    trackingNo\n    trackingUrl\n    courier {\n      code\n      name\n    }\n    lines {\n      no\n      quantity\n      optionLabel\n      price\n      product {\n        no\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRow_order on Order {\n    no\n    date\n    state\n    price\n    recipientName\n    payment {\n      needsRefundAccount\n      refundAccountOnFile\n    }\n    ...OrderDetail_order\n  }\n"): (typeof documents)["\n  fragment OrderRow_order on Order {\n    no\n    date\n    state\n    price\n    recipientName\n    payment {\n      needsRefundAccount\n      refundAccountOnFile\n    }\n    ...OrderDetail_order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewTrackingImport($csv: String!) {\n    previewTrackingImport(csv: $csv) {\n      ...TrackingImport_result\n    }\n  }\n"): (typeof documents)["\n  mutation PreviewTrackingImport($csv: String!) {\n    previewTrackingImport(csv: $csv) {\n      ...TrackingImport_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportTrackingNumbers($csv: String!) {\n    importTrackingNumbers(csv: $csv) {\n      ...TrackingImport_result\n    }\n  }\n"): (typeof documents)["\n  mutation ImportTrackingNumbers($csv: String!) {\n    importTrackingNumbers(csv: $csv) {\n      ...TrackingImport_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackingImport_result on TrackingImportResult {\n    imported\n    errors\n    rows {\n      line\n      orderNo\n      courierName\n      trackingNo\n      error\n      errorKey\n      errorArgs\n    }\n  }\n"): (typeof documents)["\n  fragment TrackingImport_result on TrackingImportResult {\n    imported\n    errors\n    rows {\n      line\n      orderNo\n      courierName\n      trackingNo\n      error\n      errorKey\n      errorArgs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OverdueDeliveries($page: Int!, $size: Int!) {\n    overdueDeliveries(page: $page, size: $size) {\n      days\n      totalPages\n      content {\n        no\n        date\n        shippedAt\n        recipientName\n        trackingNo\n        trackingUrl\n        courier {\n          code\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OverdueDeliveries($page: Int!, $size: Int!) {\n    overdueDeliveries(page: $page, size: $size) {\n      days\n      totalPages\n      content {\n        no\n        date\n        shippedAt\n        recipientName\n        trackingNo\n        trackingUrl\n        courier {\n          code\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDelivered($nos: [Int!]!) {\n    markDelivered(nos: $nos) {\n      no\n      state\n      deliveredAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkDelivered($nos: [Int!]!) {\n    markDelivered(nos: $nos) {\n      no\n      state\n      deliveredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($filter: AdminOrderFilter, $page: Int!, $size: Int!) {\n    adminOrders(filter: $filter, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...OrderRow_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($filter: AdminOrderFilter, $page: Int!, $size: Int!) {\n    adminOrders(filter: $filter, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...OrderRow_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOrderState($no: Int!, $state: OrderState!, $parcel: ParcelInput, $refundAccount: RefundAccountInput) {\n    changeOrderState(no: $no, state: $state, parcel: $parcel, refundAccount: $refundAccount) {\n      no\n      state\n      trackingNo\n      courier {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeOrderState($no: Int!, $state: OrderState!, $parcel: ParcelInput, $refundAccount: RefundAccountInput) {\n    changeOrderState(no: $no, state: $state, parcel: $parcel, refundAccount: $refundAccount) {\n      no\n      state\n      trackingNo\n      courier {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Couriers {\n    couriers {\n      code\n      name\n      minLength\n      maxLength\n    }\n  }\n"): (typeof documents)["\n  query Couriers {\n    couriers {\n      code\n      name\n      minLength\n      maxLength\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentReconciliations {\n    paymentSettings {\n      demo\n    }\n    paymentReconciliations {\n      day\n      checkedAt\n      differences {\n        orderNo\n        kind\n        shop\n        provider\n        applied\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentReconciliations {\n    paymentSettings {\n      demo\n    }\n    paymentReconciliations {\n      day\n      checkedAt\n      differences {\n        orderNo\n        kind\n        shop\n        provider\n        applied\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReconcilePayments($day: String!) {\n    reconcilePayments(day: $day) {\n      day\n      checkedAt\n      differences {\n        orderNo\n        kind\n        shop\n        provider\n        applied\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReconcilePayments($day: String!) {\n    reconcilePayments(day: $day) {\n      day\n      checkedAt\n      differences {\n        orderNo\n        kind\n        shop\n        provider\n        applied\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductOptions($no: Int!) {\n    product(no: $no) {\n      no\n      options {\n        no\n        size\n        color\n        stock\n        priceDelta\n      }\n      sizeGuide {\n        columns\n        rows {\n          size\n          values\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductOptions($no: Int!) {\n    product(no: $no) {\n      no\n      options {\n        no\n        size\n        color\n        stock\n        priceDelta\n      }\n      sizeGuide {\n        columns\n        rows {\n          size\n          values\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProductOptions($productNo: Int!, $options: [ProductOptionInput!]!) {\n    saveProductOptions(productNo: $productNo, options: $options) {\n      no\n      size\n      color\n      stock\n      priceDelta\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProductOptions($productNo: Int!, $options: [ProductOptionInput!]!) {\n    saveProductOptions(productNo: $productNo, options: $options) {\n      no\n      size\n      color\n      stock\n      priceDelta\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSizeGuide($productNo: Int!, $sizeGuide: SizeGuideInput) {\n    saveSizeGuide(productNo: $productNo, sizeGuide: $sizeGuide) {\n      no\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSizeGuide($productNo: Int!, $sizeGuide: SizeGuideInput) {\n    saveSizeGuide(productNo: $productNo, sizeGuide: $sizeGuide) {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts(\n    $page: Int!\n    $size: Int!\n    $searchTerm: String\n    $startDate: String\n    $endDate: String\n    $category: ProductCategory\n  ) {\n    adminProducts(\n      page: $page\n      size: $size\n      searchTerm: $searchTerm\n      startDate: $startDate\n      endDate: $endDate\n      category: $category\n    ) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...AdminProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts(\n    $page: Int!\n    $size: Int!\n    $searchTerm: String\n    $startDate: String\n    $endDate: String\n    $category: ProductCategory\n  ) {\n    adminProducts(\n      page: $page\n      size: $size\n      searchTerm: $searchTerm\n      startDate: $startDate\n      endDate: $endDate\n      category: $category\n    ) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...AdminProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    discountedPrice\n    salesCount\n    score\n    reviewCount\n    stock\n    available\n    date\n  }\n"): (typeof documents)["\n  fragment AdminProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    discountedPrice\n    salesCount\n    score\n    reviewCount\n    stock\n    available\n    date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductNames($term: String!) {\n    adminProductNames(term: $term)\n  }\n"): (typeof documents)["\n  query AdminProductNames($term: String!) {\n    adminProductNames(term: $term)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        score\n        contents\n        pic\n        author {\n          no\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductReviews($productNo: Int!, $page: Int!, $size: Int!) {\n    productReviews(productNo: $productNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        score\n        contents\n        pic\n        author {\n          no\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkProductSoldOut($no: Int!) {\n    markProductSoldOut(no: $no) {\n      no\n      stock\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkProductSoldOut($no: Int!) {\n    markProductSoldOut(no: $no) {\n      no\n      stock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEndProductSale($no: Int!) {\n    endProductSale(no: $no) {\n      no\n      available\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEndProductSale($no: Int!) {\n    endProductSale(no: $no) {\n      no\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductForm_product on Product {\n    no\n    name\n    price\n    contents\n    category\n    colorFamily\n    stock\n    discountRate\n    pic\n  }\n"): (typeof documents)["\n  fragment AdminProductForm_product on Product {\n    no\n    name\n    price\n    contents\n    category\n    colorFamily\n    stock\n    discountRate\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($no: Int!) {\n    adminProduct(no: $no) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n"): (typeof documents)["\n  query AdminProduct($no: Int!) {\n    adminProduct(no: $no) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateProduct($input: ProductInput!, $image: Upload) {\n    createProduct(input: $input, image: $image) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateProduct($input: ProductInput!, $image: Upload) {\n    createProduct(input: $input, image: $image) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProduct($no: Int!, $input: ProductInput!, $image: Upload) {\n    updateProduct(no: $no, input: $input, image: $image) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProduct($no: Int!, $input: ProductInput!, $image: Upload) {\n    updateProduct(no: $no, input: $input, image: $image) {\n      no\n      ...AdminProductForm_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductDetail($no: Int!) {\n    adminProduct(no: $no) {\n      no\n      ...AdminProductCard_product\n      contents\n      category\n    }\n    adminProductSales(no: $no) {\n      month\n      quantity\n      revenue\n    }\n    product(no: $no) {\n      no\n      wornIn {\n        show {\n          no\n          title\n        }\n        character {\n          no\n          name\n          actorName\n        }\n        style {\n          no\n          pic\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProductDetail($no: Int!) {\n    adminProduct(no: $no) {\n      no\n      ...AdminProductCard_product\n      contents\n      category\n    }\n    adminProductSales(no: $no) {\n      month\n      quantity\n      revenue\n    }\n    product(no: $no) {\n      no\n      wornIn {\n        show {\n          no\n          title\n        }\n        character {\n          no\n          name\n          actorName\n        }\n        style {\n          no\n          pic\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCoupons($page: Int!, $size: Int!, $activeOnly: Boolean!) {\n    adminCoupons(page: $page, size: $size, activeOnly: $activeOnly) {\n      number\n      totalPages\n      content {\n        no\n        name\n        discountRate\n        expiryDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCoupons($page: Int!, $size: Int!, $activeOnly: Boolean!) {\n    adminCoupons(page: $page, size: $size, activeOnly: $activeOnly) {\n      number\n      totalPages\n      content {\n        no\n        name\n        discountRate\n        expiryDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueCoupon($input: IssueCouponInput!) {\n    issueCoupon(input: $input) {\n      no\n    }\n  }\n"): (typeof documents)["\n  mutation IssueCoupon($input: IssueCouponInput!) {\n    issueCoupon(input: $input) {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPopups($page: Int!, $size: Int!) {\n    adminPopups(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        pic\n        path\n        isShow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPopups($page: Int!, $size: Int!) {\n    adminPopups(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        pic\n        path\n        isShow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPopup($path: String!, $pic: Upload) {\n    registerPopup(path: $path, pic: $pic) {\n      no\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPopup($path: String!, $pic: Upload) {\n    registerPopup(path: $path, pic: $pic) {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPopupShown($no: Int!, $isShow: Boolean!) {\n    setPopupShown(no: $no, isShow: $isShow) {\n      no\n      isShow\n    }\n  }\n"): (typeof documents)["\n  mutation SetPopupShown($no: Int!, $isShow: Boolean!) {\n    setPopupShown(no: $no, isShow: $isShow) {\n      no\n      isShow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePopup($no: Int!) {\n    deletePopup(no: $no)\n  }\n"): (typeof documents)["\n  mutation DeletePopup($no: Int!) {\n    deletePopup(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendAdvertisement($input: SendAdvertisementInput!) {\n    sendAdvertisement(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendAdvertisement($input: SendAdvertisementInput!) {\n    sendAdvertisement(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionTargets($type: PromotionTargetType!, $term: String!) {\n    promotionTargets(type: $type, term: $term) {\n      no\n      name\n    }\n  }\n"): (typeof documents)["\n  query PromotionTargets($type: PromotionTargetType!, $term: String!) {\n    promotionTargets(type: $type, term: $term) {\n      no\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n"): (typeof documents)["\n  query AdminGuard {\n    me {\n      no\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesSeries($from: String!, $to: String!, $unit: StatsUnit!) {\n    salesSeries(from: $from, to: $to, unit: $unit) {\n      unit\n      points {\n        period\n        revenue\n        orders\n        quantity\n      }\n      previousPoints {\n        period\n        revenue\n        orders\n        quantity\n      }\n      total {\n        from\n        to\n        revenue\n        orders\n        quantity\n        cancelledOrders\n      }\n      previous {\n        from\n        to\n        revenue\n        orders\n        quantity\n        cancelledOrders\n      }\n    }\n  }\n"): (typeof documents)["\n  query SalesSeries($from: String!, $to: String!, $unit: StatsUnit!) {\n    salesSeries(from: $from, to: $to, unit: $unit) {\n      unit\n      points {\n        period\n        revenue\n        orders\n        quantity\n      }\n      previousPoints {\n        period\n        revenue\n        orders\n        quantity\n      }\n      total {\n        from\n        to\n        revenue\n        orders\n        quantity\n        cancelledOrders\n      }\n      previous {\n        from\n        to\n        revenue\n        orders\n        quantity\n        cancelledOrders\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BestProducts($from: String!, $to: String!, $limit: Int!) {\n    bestProducts(from: $from, to: $to, limit: $limit) {\n      productNo\n      name\n      quantity\n      revenue\n      previousQuantity\n    }\n  }\n"): (typeof documents)["\n  query BestProducts($from: String!, $to: String!, $limit: Int!) {\n    bestProducts(from: $from, to: $to, limit: $limit) {\n      productNo\n      name\n      quantity\n      revenue\n      previousQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnRates($from: String!, $to: String!, $limit: Int!) {\n    returnRates(from: $from, to: $to, limit: $limit) {\n      productNo\n      name\n      returnRate\n      cancelledQuantity\n      totalQuantity\n    }\n  }\n"): (typeof documents)["\n  query ReturnRates($from: String!, $to: String!, $limit: Int!) {\n    returnRates(from: $from, to: $to, limit: $limit) {\n      productNo\n      name\n      returnRate\n      cancelledQuantity\n      totalQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesByShow($from: String!, $to: String!, $limit: Int!) {\n    salesByShow(from: $from, to: $to, limit: $limit) {\n      showNo\n      title\n      pic\n      quantity\n      revenue\n      previousRevenue\n      products\n    }\n  }\n"): (typeof documents)["\n  query SalesByShow($from: String!, $to: String!, $limit: Int!) {\n    salesByShow(from: $from, to: $to, limit: $limit) {\n      showNo\n      title\n      pic\n      quantity\n      revenue\n      previousRevenue\n      products\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesByCharacter($from: String!, $to: String!, $showNo: Int!, $limit: Int!) {\n    salesByCharacter(from: $from, to: $to, showNo: $showNo, limit: $limit) {\n      characterNo\n      actorName\n      name\n      showNo\n      showTitle\n      quantity\n      revenue\n      previousRevenue\n    }\n  }\n"): (typeof documents)["\n  query SalesByCharacter($from: String!, $to: String!, $showNo: Int!, $limit: Int!) {\n    salesByCharacter(from: $from, to: $to, showNo: $showNo, limit: $limit) {\n      characterNo\n      actorName\n      name\n      showNo\n      showTitle\n      quantity\n      revenue\n      previousRevenue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesByStyle($from: String!, $to: String!, $showNo: Int!, $characterNo: Int!, $limit: Int!) {\n    salesByStyle(from: $from, to: $to, showNo: $showNo, characterNo: $characterNo, limit: $limit) {\n      styleNo\n      pic\n      characterNo\n      characterName\n      actorName\n      showTitle\n      quantity\n      revenue\n      previousRevenue\n    }\n  }\n"): (typeof documents)["\n  query SalesByStyle($from: String!, $to: String!, $showNo: Int!, $characterNo: Int!, $limit: Int!) {\n    salesByStyle(from: $from, to: $to, showNo: $showNo, characterNo: $characterNo, limit: $limit) {\n      styleNo\n      pic\n      characterNo\n      characterName\n      actorName\n      showTitle\n      quantity\n      revenue\n      previousRevenue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertItem_alert on Alert {\n    no\n    category\n    content\n    messageKey\n    messageArgs\n    path\n    isRead\n    date\n  }\n"): (typeof documents)["\n  fragment AlertItem_alert on Alert {\n    no\n    category\n    content\n    messageKey\n    messageArgs\n    path\n    isRead\n    date\n  }\n"];
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
export function graphql(source: "\n  mutation MarkAllAlertsRead($category: AlertCategory) {\n    markAllAlertsRead(category: $category)\n  }\n"): (typeof documents)["\n  mutation MarkAllAlertsRead($category: AlertCategory) {\n    markAllAlertsRead(category: $category)\n  }\n"];
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
export function graphql(source: "\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      mustChangePassword\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($id: String!, $pwd: String!) {\n    login(id: $id, pwd: $pwd) {\n      token\n      mustChangePassword\n      user {\n        no\n        nickname\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginGuard {\n    me {\n      no\n      mustChangePassword\n    }\n  }\n"): (typeof documents)["\n  query LoginGuard {\n    me {\n      no\n      mustChangePassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartStock($productNos: [Int!]!) {\n    cartStock(productNos: $productNos) {\n      no\n      stock\n      available\n      price\n      discountRate\n      options {\n        no\n        label\n        stock\n        priceDelta\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartStock($productNos: [Int!]!) {\n    cartStock(productNos: $productNos) {\n      no\n      stock\n      available\n      price\n      discountRate\n      options {\n        no\n        label\n        stock\n        priceDelta\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChat {\n    myChat {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyChat {\n    myChat {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenChat {\n    openChat {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenChat {\n    openChat {\n      room {\n        ...UseChatRoom_room\n      }\n      messages {\n        no\n        ...ChatMessageList_message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatCategory($chatNo: Int!, $category: ChatCategory!) {\n    setChatCategory(chatNo: $chatNo, category: $category) {\n      ...UseChatRoom_room\n    }\n  }\n"): (typeof documents)["\n  mutation SetChatCategory($chatNo: Int!, $category: ChatCategory!) {\n    setChatCategory(chatNo: $chatNo, category: $category) {\n      ...UseChatRoom_room\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatAttachOrder($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      price\n      date\n      lines {\n        no\n        product {\n          no\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatAttachOrder($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      price\n      date\n      lines {\n        no\n        product {\n          no\n          name\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ClaimCard_claim on Claim {\n    ...ClaimFields_claim\n  }\n"): (typeof documents)["\n  fragment ClaimCard_claim on Claim {\n    ...ClaimFields_claim\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyClaims($page: Int!, $size: Int!) {\n    myClaims(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ClaimCard_claim\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyClaims($page: Int!, $size: Int!) {\n    myClaims(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ClaimCard_claim\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClaimLine($orderProductNo: Int!, $orderNo: Int!) {\n    order(no: $orderNo) {\n      no\n      payment {\n        needsRefundAccount\n      }\n      lines {\n        no\n        quantity\n        optionLabel\n        claimable\n        product {\n          no\n          name\n          pic\n        }\n      }\n    }\n    exchangeOptions(orderProductNo: $orderProductNo) {\n      no\n      size\n      color\n      stock\n    }\n  }\n"): (typeof documents)["\n  query ClaimLine($orderProductNo: Int!, $orderNo: Int!) {\n    order(no: $orderNo) {\n      no\n      payment {\n        needsRefundAccount\n      }\n      lines {\n        no\n        quantity\n        optionLabel\n        claimable\n        product {\n          no\n          name\n          pic\n        }\n      }\n    }\n    exchangeOptions(orderProductNo: $orderProductNo) {\n      no\n      size\n      color\n      stock\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestClaim($input: ClaimInput!, $photos: [Upload!]) {\n    requestClaim(input: $input, photos: $photos) {\n      no\n      ...ClaimCard_claim\n    }\n  }\n"): (typeof documents)["\n  mutation RequestClaim($input: ClaimInput!, $photos: [Upload!]) {\n    requestClaim(input: $input, photos: $photos) {\n      no\n      ...ClaimCard_claim\n    }\n  }\n"];
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
export function graphql(source: "\n  query MyOrderDetail($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      date\n      lines {\n        no\n        ...OrderLine_line\n      }\n      ...OrderDelivery_order\n      ...OrderShipping_order\n      ...OrderPayment_order\n      payment {\n        needsRefundAccount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrderDetail($no: Int!) {\n    order(no: $no) {\n      no\n      state\n      date\n      lines {\n        no\n        ...OrderLine_line\n      }\n      ...OrderDelivery_order\n      ...OrderShipping_order\n      ...OrderPayment_order\n      payment {\n        needsRefundAccount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($no: Int!, $refundAccount: RefundAccountInput) {\n    cancelOrder(no: $no, refundAccount: $refundAccount) {\n      no\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($no: Int!, $refundAccount: RefundAccountInput) {\n    cancelOrder(no: $no, refundAccount: $refundAccount) {\n      no\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_order on Order {\n    no\n    state\n    price\n    discount\n    date\n    awaitingPayment\n    payment {\n      status\n      needsRefundAccount\n    }\n    lines {\n      no\n      ...OrderLine_line\n    }\n  }\n"): (typeof documents)["\n  fragment OrderCard_order on Order {\n    no\n    state\n    price\n    discount\n    date\n    awaitingPayment\n    payment {\n      status\n      needsRefundAccount\n    }\n    lines {\n      no\n      ...OrderLine_line\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDelivery_order on Order {\n    no\n    state\n    date\n    shippedAt\n    deliveredAt\n    cancelledAt\n    trackingNo\n    trackingUrl\n    courier {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment OrderDelivery_order on Order {\n    no\n    state\n    date\n    shippedAt\n    deliveredAt\n    cancelledAt\n    trackingNo\n    trackingUrl\n    courier {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLine_line on OrderProduct {\n    no\n    quantity\n    optionLabel\n    price\n    reviewable\n    claimable\n    claims {\n      no\n      type\n      state\n    }\n    review {\n      no\n    }\n    product {\n      no\n      name\n      pic\n      available\n    }\n  }\n"): (typeof documents)["\n  fragment OrderLine_line on OrderProduct {\n    no\n    quantity\n    optionLabel\n    price\n    reviewable\n    claimable\n    claims {\n      no\n      type\n      state\n    }\n    review {\n      no\n    }\n    product {\n      no\n      name\n      pic\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPayment_order on Order {\n    no\n    price\n    discount\n    awaitingPayment\n    payment {\n      ...PaymentFacts_payment\n    }\n  }\n"): (typeof documents)["\n  fragment OrderPayment_order on Order {\n    no\n    price\n    discount\n    awaitingPayment\n    payment {\n      ...PaymentFacts_payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderShipping_order on Order {\n    no\n    recipientName\n    recipientTel\n    zipcode\n    address\n  }\n"): (typeof documents)["\n  fragment OrderShipping_order on Order {\n    no\n    recipientName\n    recipientTel\n    zipcode\n    address\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPaymentCheckout($orderNo: Int!) {\n    paymentCheckout(orderNo: $orderNo) {\n      orderNo\n      windowUrl\n    }\n  }\n"): (typeof documents)["\n  query MyPaymentCheckout($orderNo: Int!) {\n    paymentCheckout(orderNo: $orderNo) {\n      orderNo\n      windowUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    optionLabel\n    product {\n      no\n      name\n      pic\n    }\n  }\n"): (typeof documents)["\n  fragment MyReviewCard_review on Review {\n    no\n    contents\n    score\n    pic\n    optionLabel\n    product {\n      no\n      name\n      pic\n    }\n  }\n"];
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
export function graphql(source: "\n  query OrderPage {\n    me {\n      no\n      ...ShippingAddress_user\n    }\n    usableCoupons {\n      no\n      ...CouponSelect_couponUser\n    }\n    paymentSettings {\n      demo\n    }\n  }\n"): (typeof documents)["\n  query OrderPage {\n    me {\n      no\n      ...ShippingAddress_user\n    }\n    usableCoupons {\n      no\n      ...CouponSelect_couponUser\n    }\n    paymentSettings {\n      demo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      no\n      state\n      price\n      discount\n      awaitingPayment\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      no\n      state\n      price\n      discount\n      awaitingPayment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentCheckout($orderNo: Int!) {\n    paymentCheckout(orderNo: $orderNo) {\n      orderNo\n      windowUrl\n    }\n  }\n"): (typeof documents)["\n  query PaymentCheckout($orderNo: Int!) {\n    paymentCheckout(orderNo: $orderNo) {\n      orderNo\n      windowUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      no\n      state\n      awaitingPayment\n      lines {\n        no\n        optionNo\n        product {\n          no\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($input: ConfirmPaymentInput!) {\n    confirmPayment(input: $input) {\n      no\n      state\n      awaitingPayment\n      lines {\n        no\n        optionNo\n        product {\n          no\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FailPayment($input: FailPaymentInput!) {\n    failPayment(input: $input) {\n      no\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation FailPayment($input: FailPaymentInput!) {\n    failPayment(input: $input) {\n      no\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttachedProduct_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n  }\n"): (typeof documents)["\n  fragment AttachedProduct_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem_comment on Comment {\n    no\n    userNo\n    userNickname\n    userPic\n    date\n    content\n    likesCount\n    likedByMe\n  }\n"): (typeof documents)["\n  fragment CommentItem_comment on Comment {\n    no\n    userNo\n    userNickname\n    userPic\n    date\n    content\n    likesCount\n    likedByMe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentThread_comment on Comment {\n    no\n    ...CommentItem_comment\n    replies {\n      no\n      ...CommentItem_comment\n    }\n  }\n"): (typeof documents)["\n  fragment CommentThread_comment on Comment {\n    no\n    ...CommentItem_comment\n    replies {\n      no\n      ...CommentItem_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostArticle_post on Post {\n    no\n    userNo\n    userNickname\n    userPic\n    date\n    pic\n    content\n    product {\n      ...AttachedProduct_product\n    }\n    ...PostToolbar_post\n  }\n"): (typeof documents)["\n  fragment PostArticle_post on Post {\n    no\n    userNo\n    userNickname\n    userPic\n    date\n    pic\n    content\n    product {\n      ...AttachedProduct_product\n    }\n    ...PostToolbar_post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostToolbar_post on Post {\n    no\n    userNo\n    userNickname\n    content\n    likesCount\n    likedByMe\n    reportedByMe\n    commentsCount\n  }\n"): (typeof documents)["\n  fragment PostToolbar_post on Post {\n    no\n    userNo\n    userNickname\n    content\n    likesCount\n    likedByMe\n    reportedByMe\n    commentsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostDetail($no: Int!) {\n    post(no: $no) {\n      no\n      userNo\n      hiddenByReports\n      hiddenNotice\n      ...PostArticle_post\n    }\n  }\n"): (typeof documents)["\n  query PostDetail($no: Int!) {\n    post(no: $no) {\n      no\n      userNo\n      hiddenByReports\n      hiddenNotice\n      ...PostArticle_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostDetailComments($no: Int!, $page: Int!, $size: Int!) {\n    post(no: $no) {\n      no\n      commentsCount\n      comments(page: $page, size: $size) {\n        number\n        totalPages\n        totalElements\n        content {\n          no\n          ...CommentThread_comment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostDetailComments($no: Int!, $page: Int!, $size: Int!) {\n    post(no: $no) {\n      no\n      commentsCount\n      comments(page: $page, size: $size) {\n        number\n        totalPages\n        totalElements\n        content {\n          no\n          ...CommentThread_comment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostDetailLike($postNo: Int!, $liked: Boolean!) {\n    setPostLike(postNo: $postNo, liked: $liked) {\n      postNo\n      liked\n      likesCount\n    }\n  }\n"): (typeof documents)["\n  mutation PostDetailLike($postNo: Int!, $liked: Boolean!) {\n    setPostLike(postNo: $postNo, liked: $liked) {\n      postNo\n      liked\n      likesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostDetailReport($postNo: Int!, $category: ReportCategory!) {\n    reportPost(postNo: $postNo, category: $category) {\n      postNo\n      reportsCount\n      hiddenByReports\n    }\n  }\n"): (typeof documents)["\n  mutation PostDetailReport($postNo: Int!, $category: ReportCategory!) {\n    reportPost(postNo: $postNo, category: $category) {\n      postNo\n      reportsCount\n      hiddenByReports\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostDetailDelete($no: Int!) {\n    deletePost(no: $no)\n  }\n"): (typeof documents)["\n  mutation PostDetailDelete($no: Int!) {\n    deletePost(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteComment($input: CommentInput!) {\n    writeComment(input: $input) {\n      no\n    }\n  }\n"): (typeof documents)["\n  mutation WriteComment($input: CommentInput!) {\n    writeComment(input: $input) {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($no: Int!) {\n    deleteComment(no: $no)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($no: Int!) {\n    deleteComment(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCommentLike($commentNo: Int!, $liked: Boolean!) {\n    setCommentLike(commentNo: $commentNo, liked: $liked) {\n      commentNo\n      liked\n      likesCount\n    }\n  }\n"): (typeof documents)["\n  mutation SetCommentLike($commentNo: Int!, $liked: Boolean!) {\n    setCommentLike(commentNo: $commentNo, liked: $liked) {\n      commentNo\n      liked\n      likesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    score\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    score\n    reviewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetailView_product on Product {\n    no\n    name\n    contents\n    pic\n    price\n    discountRate\n    stock\n    available\n    category\n    score\n    reviewCount\n    options {\n      no\n      size\n      label\n      stock\n      priceDelta\n      ...RestockToggle_option\n    }\n    ...SizeGuide_product\n  }\n"): (typeof documents)["\n  fragment ProductDetailView_product on Product {\n    no\n    name\n    contents\n    pic\n    price\n    discountRate\n    stock\n    available\n    category\n    score\n    reviewCount\n    options {\n      no\n      size\n      label\n      stock\n      priceDelta\n      ...RestockToggle_option\n    }\n    ...SizeGuide_product\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductReviewItem_review on Review {\n    no\n    score\n    contents\n    pic\n    userNickname\n    date\n    optionLabel\n  }\n"): (typeof documents)["\n  fragment ProductReviewItem_review on Review {\n    no\n    score\n    contents\n    pic\n    userNickname\n    date\n    optionLabel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductWornIn_product on Product {\n    wornIn {\n      show {\n        no\n        title\n      }\n      character {\n        no\n        name\n        actorName\n      }\n      style {\n        no\n        pic\n      }\n    }\n    recentPosts {\n      no\n      pic\n      userNickname\n    }\n  }\n"): (typeof documents)["\n  fragment ProductWornIn_product on Product {\n    wornIn {\n      show {\n        no\n        title\n      }\n      character {\n        no\n        name\n        actorName\n      }\n      style {\n        no\n        pic\n      }\n    }\n    recentPosts {\n      no\n      pic\n      userNickname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestockToggle_option on ProductOption {\n    no\n    label\n    stock\n  }\n"): (typeof documents)["\n  fragment RestockToggle_option on ProductOption {\n    no\n    label\n    stock\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestockRequests($no: Int!) {\n    product(no: $no) {\n      no\n      options {\n        no\n        restockRequested\n      }\n    }\n  }\n"): (typeof documents)["\n  query RestockRequests($no: Int!) {\n    product(no: $no) {\n      no\n      options {\n        no\n        restockRequested\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRestockAlert($optionNo: Int!) {\n    requestRestockAlert(optionNo: $optionNo) {\n      no\n      stock\n      restockRequested\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRestockAlert($optionNo: Int!) {\n    requestRestockAlert(optionNo: $optionNo) {\n      no\n      stock\n      restockRequested\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRestockAlert($optionNo: Int!) {\n    cancelRestockAlert(optionNo: $optionNo) {\n      no\n      stock\n      restockRequested\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRestockAlert($optionNo: Int!) {\n    cancelRestockAlert(optionNo: $optionNo) {\n      no\n      stock\n      restockRequested\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SizeGuide_product on Product {\n    sizeGuide {\n      columns\n      rows {\n        size\n        values\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SizeGuide_product on Product {\n    sizeGuide {\n      columns\n      rows {\n        size\n        values\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowListItem_member on FollowMember {\n    no\n    nickname\n    pic\n    withdrawn\n    followedByMe\n  }\n"): (typeof documents)["\n  fragment FollowListItem_member on FollowMember {\n    no\n    nickname\n    pic\n    withdrawn\n    followedByMe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnProfileView_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n    followerCount\n    followeeCount\n  }\n"): (typeof documents)["\n  fragment OwnProfileView_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n    followerCount\n    followeeCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileEditForm_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n  }\n"): (typeof documents)["\n  fragment ProfileEditForm_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileHeader_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n    isMe\n    followedByMe\n    followerCount\n    followeeCount\n    postCount\n  }\n"): (typeof documents)["\n  fragment ProfileHeader_profile on Profile {\n    no\n    nickname\n    bio\n    pic\n    isMe\n    followedByMe\n    followerCount\n    followeeCount\n    postCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfilePostGrid_post on Post {\n    no\n    pic\n    preview(length: 30)\n  }\n"): (typeof documents)["\n  fragment ProfilePostGrid_post on Post {\n    no\n    pic\n    preview(length: 30)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowToggle_myProfile on Profile {\n    followeeCount\n  }\n"): (typeof documents)["\n  fragment FollowToggle_myProfile on Profile {\n    followeeCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowToggle_target on Profile {\n    followedByMe\n    followerCount\n  }\n"): (typeof documents)["\n  fragment FollowToggle_target on Profile {\n    followedByMe\n    followerCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage($userNo: Int!) {\n    profile(userNo: $userNo) {\n      no\n      withdrawn\n      ...ProfileHeader_profile\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage($userNo: Int!) {\n    profile(userNo: $userNo) {\n      no\n      withdrawn\n      ...ProfileHeader_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePosts($userNo: Int!, $page: Int!, $size: Int!) {\n    profilePosts(userNo: $userNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ProfilePostGrid_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePosts($userNo: Int!, $page: Int!, $size: Int!) {\n    profilePosts(userNo: $userNo, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...ProfilePostGrid_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowListPage($userNo: Int!, $kind: FollowKind!, $page: Int!, $size: Int!) {\n    profile(userNo: $userNo) {\n      no\n      nickname\n      withdrawn\n      isMe\n    }\n    followList(userNo: $userNo, kind: $kind, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...FollowListItem_member\n      }\n    }\n  }\n"): (typeof documents)["\n  query FollowListPage($userNo: Int!, $kind: FollowKind!, $page: Int!, $size: Int!) {\n    profile(userNo: $userNo) {\n      no\n      nickname\n      withdrawn\n      isMe\n    }\n    followList(userNo: $userNo, kind: $kind, page: $page, size: $size) {\n      number\n      totalPages\n      totalElements\n      content {\n        no\n        ...FollowListItem_member\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnProfilePanel($userNo: Int!) {\n    profile(userNo: $userNo) {\n      no\n      ...OwnProfileView_profile\n      ...ProfileEditForm_profile\n    }\n  }\n"): (typeof documents)["\n  query OwnProfilePanel($userNo: Int!) {\n    profile(userNo: $userNo) {\n      no\n      ...OwnProfileView_profile\n      ...ProfileEditForm_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NicknameAvailable($nickname: String!) {\n    nicknameAvailable(nickname: $nickname)\n  }\n"): (typeof documents)["\n  query NicknameAvailable($nickname: String!) {\n    nicknameAvailable(nickname: $nickname)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFollow($userNo: Int!, $following: Boolean!) {\n    setFollow(userNo: $userNo, following: $following) {\n      followee {\n        no\n        followedByMe\n        followerCount\n      }\n      follower {\n        no\n        followeeCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetFollow($userNo: Int!, $following: Boolean!) {\n    setFollow(userNo: $userNo, following: $following) {\n      followee {\n        no\n        followedByMe\n        followerCount\n      }\n      follower {\n        no\n        followeeCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFollower($userNo: Int!) {\n    removeFollower(userNo: $userNo) {\n      no\n      followerCount\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFollower($userNo: Int!) {\n    removeFollower(userNo: $userNo) {\n      no\n      followerCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: ProfileInput!, $image: Upload) {\n    updateMyProfile(input: $input, image: $image) {\n      no\n      nickname\n      bio\n      pic\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: ProfileInput!, $image: Upload) {\n    updateMyProfile(input: $input, image: $image) {\n      no\n      nickname\n      bio\n      pic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdExists($id: String!) {\n    idExists(id: $id)\n  }\n"): (typeof documents)["\n  query IdExists($id: String!) {\n    idExists(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailCheck($email: String!, $verification: String) {\n    emailCheck(email: $email, verification: $verification) {\n      exists\n      hasOwnId\n      hasKakao\n      hasNaver\n      name\n      tel\n      zipcode\n      address\n    }\n  }\n"): (typeof documents)["\n  query EmailCheck($email: String!, $verification: String) {\n    emailCheck(email: $email, verification: $verification) {\n      exists\n      hasOwnId\n      hasKakao\n      hasNaver\n      name\n      tel\n      zipcode\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n"): (typeof documents)["\n  mutation SendVerificationCode($email: String!) {\n    sendVerificationCode(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailCode($email: String!, $code: String!) {\n    verifyEmailCode(email: $email, code: $code) {\n      status\n      message\n      verification\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailCode($email: String!, $code: String!) {\n    verifyEmailCode(email: $email, code: $code) {\n      status\n      message\n      verification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      no\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntegrateOwnId($input: RegisterInput!) {\n    integrateOwnId(input: $input) {\n      no\n    }\n  }\n"): (typeof documents)["\n  mutation IntegrateOwnId($input: RegisterInput!) {\n    integrateOwnId(input: $input) {\n      no\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordReset($id: String!, $email: String!) {\n    requestPasswordReset(id: $id, email: $email)\n  }\n"): (typeof documents)["\n  mutation PasswordReset($id: String!, $email: String!) {\n    requestPasswordReset(id: $id, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewDetailView_review on Review {\n    no\n    pic\n    contents\n    score\n    userNickname\n    date\n    product {\n      no\n      name\n      pic\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewDetailView_review on Review {\n    no\n    pic\n    contents\n    score\n    userNickname\n    date\n    product {\n      no\n      name\n      pic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShowResult_show on Show {\n    no\n    title\n    pic\n  }\n"): (typeof documents)["\n  fragment ShowResult_show on Show {\n    no\n    title\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActorResult_actor on ActorSearchResult {\n    name\n    showDetails {\n      no\n      title\n      pic\n    }\n  }\n"): (typeof documents)["\n  fragment ActorResult_actor on ActorSearchResult {\n    name\n    showDetails {\n      no\n      title\n      pic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberResult_member on MemberSearchResult {\n    no\n    nickname\n    pic\n  }\n"): (typeof documents)["\n  fragment MemberResult_member on MemberSearchResult {\n    no\n    nickname\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResults_result on SearchResult {\n    __typename\n    ... on Product {\n      no\n    }\n    ... on Show {\n      no\n      ...ShowResult_show\n    }\n    ... on ActorSearchResult {\n      name\n      ...ActorResult_actor\n    }\n    ... on MemberSearchResult {\n      no\n      ...MemberResult_member\n    }\n  }\n"): (typeof documents)["\n  fragment SearchResults_result on SearchResult {\n    __typename\n    ... on Product {\n      no\n    }\n    ... on Show {\n      no\n      ...ShowResult_show\n    }\n    ... on ActorSearchResult {\n      name\n      ...ActorResult_actor\n    }\n    ... on MemberSearchResult {\n      no\n      ...MemberResult_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Suggestions($term: String!) {\n    suggestions(term: $term) {\n      category\n      names\n    }\n  }\n"): (typeof documents)["\n  query Suggestions($term: String!) {\n    suggestions(term: $term) {\n      category\n      names\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CharacterPanel_character on Character {\n    no\n    name\n    actorName\n    pic\n  }\n"): (typeof documents)["\n  fragment CharacterPanel_character on Character {\n    no\n    name\n    actorName\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    available\n  }\n"): (typeof documents)["\n  fragment ItemCard_product on Product {\n    no\n    name\n    pic\n    price\n    discountRate\n    stock\n    available\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    match\n    product {\n      ...ItemCard_product\n    }\n    alternatives(sizes: $sizes) {\n      ...ItemCard_product\n    }\n  }\n"): (typeof documents)["\n  fragment ItemCard_item on Item {\n    no\n    name\n    pic\n    path\n    match\n    product {\n      ...ItemCard_product\n    }\n    alternatives(sizes: $sizes) {\n      ...ItemCard_product\n    }\n  }\n"];
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
export function graphql(source: "\n  query CharacterStyles($no: Int!, $sizes: [String!]) {\n    character(no: $no) {\n      no\n      styles {\n        no\n        ...StyleCard_style\n      }\n    }\n  }\n"): (typeof documents)["\n  query CharacterStyles($no: Int!, $sizes: [String!]) {\n    character(no: $no) {\n      no\n      styles {\n        no\n        ...StyleCard_style\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScrapCharacter($characterNo: Int!) {\n    scrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation ScrapCharacter($characterNo: Int!) {\n    scrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnscrapCharacter($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation UnscrapCharacter($characterNo: Int!) {\n    unscrapCharacter(characterNo: $characterNo) {\n      characterNo\n      scrapped\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialProviders {\n    socialProviders\n  }\n"): (typeof documents)["\n  query SocialProviders {\n    socialProviders\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSocialLogin($provider: SocialProvider!) {\n    startSocialLogin(provider: $provider) {\n      url\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation StartSocialLogin($provider: SocialProvider!) {\n    startSocialLogin(provider: $provider) {\n      url\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSocialLink($provider: SocialProvider!, $password: String!) {\n    startSocialLink(provider: $provider, password: $password) {\n      url\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation StartSocialLink($provider: SocialProvider!, $password: String!) {\n    startSocialLink(provider: $provider, password: $password) {\n      url\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSocialLogin($provider: SocialProvider!, $code: String!, $state: String!) {\n    completeSocialLogin(provider: $provider, code: $code, state: $state) {\n      status\n      provider\n      token\n      message\n      messageKey\n      messageArgs\n      providerAccessToken\n      user {\n        no\n        role\n      }\n      signup {\n        provider\n        ticket\n        email\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSocialLogin($provider: SocialProvider!, $code: String!, $state: String!) {\n    completeSocialLogin(provider: $provider, code: $code, state: $state) {\n      status\n      provider\n      token\n      message\n      messageKey\n      messageArgs\n      providerAccessToken\n      user {\n        no\n        role\n      }\n      signup {\n        provider\n        ticket\n        email\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSocialSignup($ticket: String!, $input: SocialSignupInput!) {\n    completeSocialSignup(ticket: $ticket, input: $input) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSocialSignup($ticket: String!, $input: SocialSignupInput!) {\n    completeSocialSignup(ticket: $ticket, input: $input) {\n      token\n      user {\n        no\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialLinks {\n    me {\n      no\n      id\n      socialLinks\n    }\n    socialProviders\n  }\n"): (typeof documents)["\n  query SocialLinks {\n    me {\n      no\n      id\n      socialLinks\n    }\n    socialProviders\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedCard_post on Post {\n    no\n    pic\n    preview\n    date\n    likesCount\n    commentsCount\n    userNickname\n    userPic\n  }\n"): (typeof documents)["\n  fragment FeedCard_post on Post {\n    no\n    pic\n    preview\n    date\n    likesCount\n    commentsCount\n    userNickname\n    userPic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyPostRow_post on Post {\n    no\n    pic\n    preview(length: 50)\n    date\n    likesCount\n    commentsCount\n  }\n"): (typeof documents)["\n  fragment MyPostRow_post on Post {\n    no\n    pic\n    preview(length: 50)\n    date\n    likesCount\n    commentsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPicker_product on Product {\n    no\n    name\n    pic\n  }\n"): (typeof documents)["\n  fragment ProductPicker_product on Product {\n    no\n    name\n    pic\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($scope: FeedScope!, $order: FeedOrder!, $page: Int!, $size: Int!) {\n    feed(scope: $scope, order: $order, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...FeedCard_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query Feed($scope: FeedScope!, $order: FeedOrder!, $page: Int!, $size: Int!) {\n    feed(scope: $scope, order: $order, page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...FeedCard_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPosts($page: Int!, $size: Int!) {\n    myPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyPostRow_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPosts($page: Int!, $size: Int!) {\n    myPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyPostRow_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrashedPosts($page: Int!, $size: Int!) {\n    trashedPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyPostRow_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrashedPosts($page: Int!, $size: Int!) {\n    trashedPosts(page: $page, size: $size) {\n      number\n      totalPages\n      content {\n        no\n        ...MyPostRow_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($no: Int!) {\n    deletePost(no: $no)\n  }\n"): (typeof documents)["\n  mutation DeletePost($no: Int!) {\n    deletePost(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePost($no: Int!) {\n    restorePost(no: $no) {\n      no\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePost($no: Int!) {\n    restorePost(no: $no) {\n      no\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgePost($no: Int!) {\n    purgePost(no: $no)\n  }\n"): (typeof documents)["\n  mutation PurgePost($no: Int!) {\n    purgePost(no: $no)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchasedProducts {\n    purchasedProducts {\n      no\n      ...ProductPicker_product\n    }\n  }\n"): (typeof documents)["\n  query PurchasedProducts {\n    purchasedProducts {\n      no\n      ...ProductPicker_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditPost($no: Int!) {\n    post(no: $no) {\n      no\n      userNo\n      deleted\n      content\n      pic\n      product {\n        no\n        ...ProductPicker_product\n      }\n    }\n    purchasedProducts {\n      no\n      ...ProductPicker_product\n    }\n  }\n"): (typeof documents)["\n  query EditPost($no: Int!) {\n    post(no: $no) {\n      no\n      userNo\n      deleted\n      content\n      pic\n      product {\n        no\n        ...ProductPicker_product\n      }\n    }\n    purchasedProducts {\n      no\n      ...ProductPicker_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WritePost($input: PostInput!, $image: Upload) {\n    writePost(input: $input, image: $image) {\n      no\n      content\n      pic\n    }\n  }\n"): (typeof documents)["\n  mutation WritePost($input: PostInput!, $image: Upload) {\n    writePost(input: $input, image: $image) {\n      no\n      content\n      pic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($no: Int!, $input: PostInput!) {\n    updatePost(no: $no, input: $input) {\n      no\n      content\n      product {\n        no\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($no: Int!, $input: PostInput!) {\n    updatePost(no: $no, input: $input) {\n      no\n      content\n      product {\n        no\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClaimFields_claim on Claim {\n    no\n    orderNo\n    type\n    reason\n    text\n    state\n    optionLabel\n    rejectReason\n    refundAmount\n    refundAccount\n    photos\n    date\n    line {\n      no\n      quantity\n      price\n      optionLabel\n      product {\n        no\n        name\n        pic\n      }\n    }\n    history {\n      no\n      state\n      byAdmin\n      note\n      date\n    }\n  }\n"): (typeof documents)["\n  fragment ClaimFields_claim on Claim {\n    no\n    orderNo\n    type\n    reason\n    text\n    state\n    optionLabel\n    rejectReason\n    refundAmount\n    refundAccount\n    photos\n    date\n    line {\n      no\n      quantity\n      price\n      optionLabel\n      product {\n        no\n        name\n        pic\n      }\n    }\n    history {\n      no\n      state\n      byAdmin\n      note\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguage {\n    me {\n      no\n      language\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguage {\n    me {\n      no\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      no\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetLanguage($language: String!) {\n    setLanguage(language: $language) {\n      no\n      language\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;