import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderState, ProductCategory } from '../common/enums.js';
import { Review } from '../modules/order/review.entity.js';
import { Coupon } from '../modules/promotion/coupon.entity.js';
import { CouponUser } from '../modules/promotion/coupon-user.entity.js';
import { Order } from '../modules/order/order.entity.js';
import { OrderProduct } from '../modules/order/order-product.entity.js';
import type { User } from '../modules/user/user.entity.js';
import { Product } from '../modules/catalog/product.entity.js';
import { Character } from '../modules/show/character.entity.js';
import { Item } from '../modules/show/item.entity.js';
import { Show } from '../modules/show/show.entity.js';
import { Style } from '../modules/show/style.entity.js';

let showSeq = 0;

/** Inserts shows, each with characters → styles → items → products of the given fan-out. */
export async function makeShows(
  em: EntityManager,
  count: number,
  fanOut = { characters: 2, styles: 2, items: 2 },
): Promise<Show[]> {
  const shows: Show[] = [];
  for (let s = 0; s < count; s++) {
    showSeq += 1;
    const show = em.create(Show, { title: `테스트 드라마 ${showSeq}`, pic: `/uploads/demo/show-${showSeq}.svg` });
    shows.push(show);
    for (let c = 0; c < fanOut.characters; c++) {
      const character = em.create(Character, { show, actorName: `배우${c}`, name: `인물${c} 역` });
      for (let st = 0; st < fanOut.styles; st++) {
        const style = em.create(Style, { character, pic: `/uploads/demo/style-${st}.svg` });
        for (let i = 0; i < fanOut.items; i++) {
          const product = em.create(Product, {
            name: `상품 ${showSeq}-${c}-${st}-${i}`,
            price: 10000 + i * 1000,
            discountRate: 10,
            stock: 5,
            category: ProductCategory.TOP,
          });
          style.items.add(em.create(Item, { name: `아이템 ${i}`, pic: '/uploads/demo/item.svg', product }));
        }
      }
    }
  }
  await em.flush();
  return shows;
}

/** A product on sale with the given fields. */
export async function makeProduct(em: EntityManager, fields: Partial<Product> = {}): Promise<Product> {
  showSeq += 1;
  const product = em.create(Product, {
    name: `상품 ${showSeq}`,
    price: 10000,
    stock: 10,
    category: ProductCategory.TOP,
    ...fields,
  } as Product);
  await em.flush();
  return product;
}

/** A delivered order line for the member and a review of it, keeping the product's score and count right. */
export async function makeReview(
  em: EntityManager,
  product: Product,
  user: User,
  fields: { score?: number; contents?: string; date?: Date } = {},
): Promise<Review> {
  const order = em.create(Order, { user, price: product.discountedPrice, state: OrderState.DELIVERED });
  const line = em.create(OrderProduct, { order, product, quantity: 1, price: product.discountedPrice });
  const score = fields.score ?? 5;
  const review = em.create(Review, {
    orderProduct: line,
    product,
    user,
    score,
    contents: fields.contents ?? '좋아요',
    ...(fields.date ? { date: fields.date } : {}),
  });
  product.reviewCount += 1;
  product.scoreSum += score;
  await em.flush();
  return review;
}

/** A coupon issued to the member; expiry is a Korea date, YYYY-MM-DD. */
export async function giveCoupon(
  em: EntityManager,
  user: User,
  discountRate: number,
  expiryDate = '2999-12-31',
  isUsed = false,
): Promise<Coupon> {
  const coupon = em.create(Coupon, { name: `${discountRate}% 쿠폰`, discountRate, expiryDate });
  em.create(CouponUser, { coupon, user, isUsed });
  await em.flush();
  return coupon;
}

/** Gives a product its options (sizes, colours) in one statement, in the given order; returns their numbers. */
export async function addOptions(
  em: EntityManager,
  productNo: number,
  options: { size: string; stock: number; color?: string; priceDelta?: number }[],
): Promise<number[]> {
  const rows = await em.execute<{ no: number }[]>(
    `insert into product_option (product_no, size, color, stock, price_delta, sort)
     select ?, x.size, x.color, x.stock, x.price_delta, x.sort
       from unnest(array[?]::text[], array[?]::text[], array[?]::int[], array[?]::int[], array[?]::int[])
            as x(size, color, stock, price_delta, sort)
     order by x.sort returning no`,
    [
      productNo,
      options.map((o) => o.size),
      options.map((o) => o.color ?? null),
      options.map((o) => o.stock),
      options.map((o) => o.priceDelta ?? 0),
      options.map((_, i) => i),
    ],
  );
  return rows.map((r) => r.no).sort((a, b) => a - b);
}
