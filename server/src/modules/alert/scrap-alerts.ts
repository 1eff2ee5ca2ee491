import type { EntityManager } from '@mikro-orm/postgresql';
import { msg } from '@scene-shop/domain';
import { koreaDate } from '../../common/dates.js';
import { AlertCategory } from '../../common/enums.js';
import type { PubSub } from '../../common/pubsub.js';
import { Product } from '../catalog/product.entity.js';
import { Style } from '../show/style.entity.js';
import { shareAlert, type Audience } from './alert-broadcast.js';
import { alertText } from './alert-text.js';

/*
 * News of what a member scrapped. Filed under 프로모션: it is the shop telling a member about styles and products
 * they follow, neither an order of theirs nor another member's doing (커뮤니티).
 */
const category = AlertCategory.PROMOTION;

const scrappersOf = (characterNo: number): Audience => ({
  sql: 'select s.user_no from scrap s where s.character_no = ?',
  params: [characterNo],
});

/** Members who scrapped a character wearing the product in any of its styles (each once, however many). */
const scrappersWearing = (productNo: number): Audience => ({
  sql: `select s.user_no from item i
          join style_item si on si.item_no = i.no
          join style st on st.no = si.style_no
          join scrap s on s.character_no = st.character_no
         where i.product_no = ?`,
  params: [productNo],
});

const productPath = (no: number) => `/user/shop/productlist/detail/${no}`;

/** A character's new style: its scrappers are led to the show page opened on that character. */
export async function newStyleAlert(
  em: EntityManager,
  pubSub: PubSub,
  styleNo: number,
  characterNo: number,
): Promise<number> {
  const style = await em.findOne(Style, { no: styleNo, character: characterNo }, { populate: ['character'] });
  if (!style) return 0;
  const character = style.character.getEntity();
  return shareAlert(
    em,
    pubSub,
    {
      eventKey: `style:${styleNo}`,
      category,
      ...alertText(msg('scrapAlert.newStyle', character.name, character.actorName)),
      path: `/user/main/sub/${character.show.unwrap().no}?character=${characterNo}`,
    },
    scrappersOf(characterNo),
  );
}

/**
 * A product back in stock, while it is on sale and in stock. Keyed per Korea day of the event (`at`, so a
 * re-delivery keeps its key): a stock that flaps around zero (an order, a cancel, another order) alerts once that
 * day, not at every turn.
 */
export async function restockAlert(em: EntityManager, pubSub: PubSub, productNo: number, at: Date): Promise<number> {
  const product = await em.findOne(Product, { no: productNo, available: true, stock: { $gt: 0 } });
  if (!product) return 0;
  return shareAlert(
    em,
    pubSub,
    {
      eventKey: `restock:${productNo}:${koreaDate(at)}`,
      category,
      ...alertText(msg('scrapAlert.restocked', product.name)),
      path: productPath(productNo),
    },
    scrappersWearing(productNo),
  );
}

/**
 * A lower discounted price, while the product is on sale at that price (a drop already overtaken by another change
 * alerts nothing). Keyed per new price and Korea day of the event, so a repeated event, or a price flapping back and
 * forth, alerts once.
 */
export async function priceDropAlert(
  em: EntityManager,
  pubSub: PubSub,
  drop: { productNo: number; from: number; to: number },
  at: Date,
): Promise<number> {
  if (drop.to >= drop.from) return 0;
  const product = await em.findOne(Product, { no: drop.productNo, available: true });
  if (!product || product.discountedPrice !== drop.to) return 0;
  return shareAlert(
    em,
    pubSub,
    {
      eventKey: `price-drop:${drop.productNo}:${drop.to}:${koreaDate(at)}`,
      category,
      ...alertText(msg('scrapAlert.priceDropped', product.name, drop.from, drop.to)),
      path: productPath(drop.productNo),
    },
    scrappersWearing(drop.productNo),
  );
}
