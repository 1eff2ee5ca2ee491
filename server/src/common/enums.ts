import {
  ALERT_CATEGORY,
  CHAT_CATEGORY,
  COLOR_FAMILY,
  ITEM_MATCH,
  NOTICE_CATEGORY,
  ORDER_STATE,
  PRODUCT_CATEGORY,
  REPORT_CATEGORY,
  SEARCH_CATEGORY,
} from '@scene-shop/domain';
import { registerEnumType } from 'type-graphql';

/** Stored values are the Korean texts of the spec; GraphQL names are ASCII. Its values are the domain's. */
export const ProductCategory = PRODUCT_CATEGORY;
export type ProductCategory = (typeof ProductCategory)[keyof typeof ProductCategory];

/** Whether an item is the very product worn on screen or only looks like it: the domain's values. */
export const ItemMatch = ITEM_MATCH;
export type ItemMatch = (typeof ItemMatch)[keyof typeof ItemMatch];

/** Colour families for 'similar product' suggestions: close shades share a family (the domain's values). */
export const ColorFamily = COLOR_FAMILY;
export type ColorFamily = (typeof ColorFamily)[keyof typeof ColorFamily];

/** An order's states: their values are the domain's (its schemas check them). */
export const OrderState = ORDER_STATE;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];

/** 전체 (all) is a filter, not a stored category (the domain's values). */
export const AlertCategory = ALERT_CATEGORY;
export type AlertCategory = (typeof AlertCategory)[keyof typeof AlertCategory];

/** A post report's reason: its values are the domain's (its schema checks them). */
export const ReportCategory = REPORT_CATEGORY;
export type ReportCategory = (typeof ReportCategory)[keyof typeof ReportCategory];

/** The help notices' and the support chat's categories: their values are the domain's (its schemas check them). */
export const NoticeCategory = NOTICE_CATEGORY;
export type NoticeCategory = (typeof NoticeCategory)[keyof typeof NoticeCategory];

export const ChatCategory = CHAT_CATEGORY;
export type ChatCategory = (typeof ChatCategory)[keyof typeof ChatCategory];

export enum Role {
  USER = 'USER',
  ADMIN = 'ADMIN',
}

/** Spec §9: what the header's search bar searches; stored in the missed-search log as the domain's values. */
export const SearchCategory = SEARCH_CATEGORY;
export type SearchCategory = (typeof SearchCategory)[keyof typeof SearchCategory];

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
