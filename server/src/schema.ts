import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import type { PubSub } from './common/pubsub.js';
import { validateInput } from './common/validation.js';
import { authChecker } from './context/auth-checker.js';
import { AlertResolver } from './modules/alert/alert.resolver.js';
import { ProductResolver, ReviewResolver } from './modules/catalog/catalog.resolver.js';
import { MyReviewResolver } from './modules/catalog/my-review.resolver.js';
import { PostResolver } from './modules/community/post.resolver.js';
import { HomeResolver } from './modules/home/home.resolver.js';
import { CharacterScrapResolver, ScrapResolver } from './modules/member/scrap.resolver.js';
import { NoticeResolver } from './modules/notice/notice.resolver.js';
import { OrderProductResolver, OrderResolver } from './modules/order/order.resolver.js';
import { CouponResolver } from './modules/promotion/coupon.resolver.js';
import { CharacterResolver, ItemResolver, ShowResolver, StyleResolver } from './modules/show/show.resolver.js';
import { AccountResolver } from './modules/user/account.resolver.js';
import { AuthResolver } from './modules/user/auth.resolver.js';
import { ProfileResolver } from './modules/user/profile.resolver.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  ProfileResolver,
  ShowResolver,
  CharacterResolver,
  StyleResolver,
  ItemResolver,
  AlertResolver,
  HomeResolver,
  ProductResolver,
  ReviewResolver,
  PostResolver,
  ScrapResolver,
  CharacterScrapResolver,
  OrderResolver,
  OrderProductResolver,
  CouponResolver,
  MyReviewResolver,
  NoticeResolver,
  AccountResolver,
];

export function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    // A field the viewer may not see (another member's email) reads as null rather than failing the query.
    authMode: 'null',
    pubSub,
    validateFn: (value) => validateInput(value),
  });
}

export const printSortedSchema = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema)) + '\n';
