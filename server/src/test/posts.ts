import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderState } from '../common/enums.js';
import { makeProduct } from './fixtures.js';
import type { TestApp } from './harness.js';
import type { Product } from '../modules/catalog/product.entity.js';
import { Order } from '../modules/order/order.entity.js';
import { OrderProduct } from '../modules/order/order-product.entity.js';
import type { User } from '../modules/user/user.entity.js';
import { Follow } from '../modules/community/follow.entity.js';
import { Post } from '../modules/community/post.entity.js';

/** Test helpers of the community: a 1x1 PNG, posts, purchases, follows and uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function makePost(
  em: EntityManager,
  user: User,
  fields: Partial<Omit<Post, 'product'>> & { product?: Product | null } = {},
): Promise<Post> {
  const post = em.create(Post, { user, pic: '/uploads/post/x.png', content: '글', ...fields } as Post);
  await em.flush();
  return post;
}

/** A product the member bought (an order in the given state). */
export async function buy(em: EntityManager, user: User, state: OrderState = OrderState.DELIVERED): Promise<Product> {
  const product = await makeProduct(em);
  const order = em.create(Order, { user: user.no, price: product.discountedPrice, state });
  em.create(OrderProduct, { order, product, quantity: 1, price: product.discountedPrice });
  await em.flush();
  return product;
}

export async function follow(em: EntityManager, follower: User, followee: User): Promise<void> {
  em.create(Follow, { follower, followee });
  await em.flush();
}

/** A GraphQL multipart request (as apollo-upload-client sends it) with the file as `$image`. */
export async function gqlUpload<T>(
  t: TestApp,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  file: Buffer | null,
): Promise<{ data?: T; errors?: { message: string; extensions: { code: string } }[] }> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, image: null } }));
  form.set('map', JSON.stringify(file ? { 0: ['variables.image'] } : {}));
  if (file) form.set('0', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'pic.png');
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: form,
  });
  return (await res.json()) as never;
}

/** The shims' multipart: the JSON part `postDto` and the file part `pic`. */
export async function postMultipart(
  t: TestApp,
  method: string,
  path: string,
  token: string,
  dto: object,
  pic?: Buffer,
) {
  const form = new FormData();
  form.set('postDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }));
  if (pic) form.set('pic', new Blob([new Uint8Array(pic)], { type: 'image/png' }), 'pic.png');
  const res = await fetch(`${t.url}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
