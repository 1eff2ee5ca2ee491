import 'reflect-metadata';
import { Alert } from './modules/alert/alert.entity.js';
import { Product } from './modules/catalog/product.entity.js';
import { Review } from './modules/catalog/review.entity.js';
import { ChatMessage } from './modules/chat/chat-message.entity.js';
import { ChatRoom } from './modules/chat/chat-room.entity.js';
import { Comment } from './modules/community/comment.entity.js';
import { CommentLike } from './modules/community/comment-like.entity.js';
import { Follow } from './modules/community/follow.entity.js';
import { Post } from './modules/community/post.entity.js';
import { PostLike } from './modules/community/post-like.entity.js';
import { Report } from './modules/community/report.entity.js';
import { Scrap } from './modules/member/scrap.entity.js';
import { Notice } from './modules/notice/notice.entity.js';
import { Order } from './modules/order/order.entity.js';
import { OrderProduct } from './modules/order/order-product.entity.js';
import { Coupon } from './modules/promotion/coupon.entity.js';
import { CouponUser } from './modules/promotion/coupon-user.entity.js';
import { Popup } from './modules/promotion/popup.entity.js';
import { Character } from './modules/show/character.entity.js';
import { Item } from './modules/show/item.entity.js';
import { Show } from './modules/show/show.entity.js';
import { Style } from './modules/show/style.entity.js';
import { StyleItem } from './modules/show/style-item.entity.js';
import { EmailVerification } from './modules/user/email-verification.entity.js';
import { User } from './modules/user/user.entity.js';

/** Every entity, listed once for MikroORM (no folder scanning, so compiled and test runs see the same set). */
export const entities = [
  User,
  EmailVerification,
  Show,
  Character,
  Style,
  StyleItem,
  Item,
  Product,
  Review,
  Order,
  OrderProduct,
  Coupon,
  CouponUser,
  Popup,
  Scrap,
  Notice,
  Post,
  Comment,
  PostLike,
  CommentLike,
  Follow,
  Report,
  Alert,
  ChatRoom,
  ChatMessage,
];
