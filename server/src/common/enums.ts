import { CHAT_CATEGORY, NOTICE_CATEGORY, ORDER_STATE } from '@scene-shop/domain';
import { registerEnumType } from 'type-graphql';

/** Stored values are the Korean texts of the spec; GraphQL names are ASCII. */
export enum ProductCategory {
  TOP = '상의',
  BOTTOM = '하의',
  SHOES = '신발',
  OTHER = '기타',
}

/** Whether an item is the very product worn on screen or only looks like it. */
export enum ItemMatch {
  EXACT = 'exact',
  SIMILAR = 'similar',
}

/** Colour families for 'similar product' suggestions: close shades share a family. */
export enum ColorFamily {
  BLACK = 'black',
  WHITE = 'white',
  GREY = 'grey',
  BEIGE = 'beige',
  BROWN = 'brown',
  RED = 'red',
  PINK = 'pink',
  ORANGE = 'orange',
  YELLOW = 'yellow',
  GREEN = 'green',
  BLUE = 'blue',
  NAVY = 'navy',
  PURPLE = 'purple',
  MULTI = 'multi',
}

/** An order's states: their values are the domain's (its schemas check them). */
export const OrderState = ORDER_STATE;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];

/** 전체 (all) is a filter, not a stored category. */
export enum AlertCategory {
  ORDER = '주문',
  COMMUNITY = '커뮤니티',
  PROMOTION = '프로모션',
}

export enum ReportCategory {
  INSULT = '욕설',
  ADVERTISING = '홍보',
  OBSCENE = '선정성',
}

/** The help notices' and the support chat's categories: their values are the domain's (its schemas check them). */
export const NoticeCategory = NOTICE_CATEGORY;
export type NoticeCategory = (typeof NoticeCategory)[keyof typeof NoticeCategory];

export const ChatCategory = CHAT_CATEGORY;
export type ChatCategory = (typeof ChatCategory)[keyof typeof ChatCategory];

export enum Role {
  USER = 'USER',
  ADMIN = 'ADMIN',
}

/** Spec §9: what the header's search bar searches; stored in the missed-search log as these values. */
export enum SearchCategory {
  PRODUCT = 'product',
  ACTOR = 'actor',
  SHOW = 'show',
  USER = 'user',
}

/** Derived from id, idK and idN as the spec's §4 says. */
export enum AccountType {
  OWN = 'OWN',
  INTEGRATED = 'INTEGRATED',
  KAKAO = 'KAKAO',
  NAVER = 'NAVER',
}

registerEnumType(ProductCategory, { name: 'ProductCategory' });
registerEnumType(OrderState, { name: 'OrderState' });
registerEnumType(ItemMatch, { name: 'ItemMatch' });
registerEnumType(ColorFamily, { name: 'ColorFamily' });
registerEnumType(AlertCategory, { name: 'AlertCategory' });
registerEnumType(ReportCategory, { name: 'ReportCategory' });
registerEnumType(NoticeCategory, { name: 'NoticeCategory' });
registerEnumType(ChatCategory, { name: 'ChatCategory' });
registerEnumType(Role, { name: 'Role' });
registerEnumType(AccountType, { name: 'AccountType' });
registerEnumType(SearchCategory, { name: 'SearchCategory' });
