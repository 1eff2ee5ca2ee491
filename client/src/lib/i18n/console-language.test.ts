import { SERVER_MSG } from '@scene-shop/domain/server-messages';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { chooseLanguage } from './choose-language';
import { flatten, templatesOf } from './flatten';

/** The catalogue areas the console shows, the server's included (its form rules and answers). */
const CONSOLE = {
  admin: MSG.admin,
  adminProducts: MSG.adminProducts,
  adminOrders: MSG.adminOrders,
  adminDelivery: MSG.adminDelivery,
  adminNotices: MSG.adminNotices,
  adminPromotions: MSG.adminPromotions,
  adminCommunity: MSG.adminCommunity,
  adminAudit: MSG.adminAudit,
  adminStatistics: MSG.adminStatistics,
  adminFashion: MSG.adminFashion,
  adminChat: MSG.adminChat,
  server: {
    adminProduct: SERVER_MSG.adminProduct,
    adminNotice: SERVER_MSG.adminNotice,
    adminPromotion: SERVER_MSG.adminPromotion,
    adminFashion: SERVER_MSG.adminFashion,
    delivery: SERVER_MSG.delivery,
  },
};

/** Latin words a Korean text may keep: the brand, file types and sizes, keys, and the web's own words. */
const KEPT = /Scene Shop|jpg|png|gif|CSV|KB|https?:\/\/|Enter|Tab|Esc/g;

describe('the console in Korean (issue 24)', () => {
  afterEach(() => chooseLanguage('ko'));

  it('says every text in Korean: no English word is left in its catalogue', () => {
    const english = [...flatten(templatesOf(CONSOLE))].filter(([, text]) =>
      /[A-Za-z]{2,}/.test(text.replace(KEPT, '')),
    );
    expect(english).toEqual([]);
  });

  it('says in the English interface what the spec quotes in English', async () => {
    await chooseLanguage('en');
    const spoken = [
      MSG.adminProducts.viewAll,
      MSG.adminProducts.markSoldOut,
      MSG.adminProducts.endSale,
      MSG.adminCommunity.allPosts,
      MSG.adminCommunity.seeDetails,
      MSG.adminPromotions.coupons.excludeExpired,
      MSG.adminStatistics.details,
      MSG.adminStatistics.revenueDataset,
      MSG.adminStatistics.loading,
      MSG.adminNotices.fillAllFields,
      MSG.adminOrders.confirmChange(MSG.adminOrders.states.DELIVERED),
      MSG.adminCommunity.reasonTimes(MSG.adminCommunity.reasons.OBSCENE, 5),
    ];
    expect(spoken).toEqual([
      'View all',
      'Mark sold out',
      'End sale',
      'All posts',
      'See details',
      'Exclude expired coupons',
      'Details',
      'Monthly revenue',
      'Loading...',
      'Please fill in all fields.',
      'change order status to Delivered?',
      'obscene 5 times',
    ]);
    expect(document.documentElement.lang).toBe('en');
  });
});
