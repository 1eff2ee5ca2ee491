import { Migration } from '@mikro-orm/migrations';

export class Migration20261121094533_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "coupon" ("no" serial primary key, "name" varchar(100) not null, "discount_rate" int not null, "expiry_date" date not null, "created_at" timestamptz not null default now(), constraint coupon_discount_rate_check check (discount_rate >= 0 and discount_rate < 100));`);
    this.addSql(`create index "coupon_expiry_date_index" on "coupon" ("expiry_date");`);

    this.addSql(`create table "email_verification" ("no" serial primary key, "email" varchar(100) not null, "code_hash" varchar(200) not null, "expires_at" timestamptz not null, "verified_at" timestamptz null, "attempts" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "email_verification_email_index" on "email_verification" ("email");`);

    this.addSql(`create table "notice" ("no" serial primary key, "category" text check ("category" in ('주문상태', '결제', '반품/환불', '배송', '프로모션/쿠폰', '상품문의', '커뮤니티')) not null, "title" varchar(200) not null, "contents" text not null, "date" timestamptz not null default now());`);
    this.addSql(`create index "notice_category_no_idx" on "notice" ("category", "no");`);

    this.addSql(`create table "popup" ("no" serial primary key, "pic" varchar(300) not null, "path" varchar(300) not null, "is_show" boolean not null default true, "date" timestamptz not null default now());`);
    this.addSql(`create index "popup_is_show_index" on "popup" ("is_show");`);

    this.addSql(`create table "product" ("no" serial primary key, "name" varchar(100) not null, "contents" text not null default '', "pic" varchar(300) null, "price" int not null, "discount_rate" int not null default 0, "stock" int not null default 0, "available" boolean not null default true, "category" text check ("category" in ('상의', '하의', '신발', '기타')) not null default '기타', "date" timestamptz not null default now(), "sales_count" int not null default 0, "review_count" int not null default 0, "score_sum" int not null default 0, constraint product_discount_rate_check check (discount_rate between 0 and 100), constraint product_stock_check check (stock >= 0), constraint product_price_check check (price >= 0));`);
    this.addSql(`create index "product_price_idx" on "product" ("price");`);
    this.addSql(`create index "product_sales_count_idx" on "product" ("sales_count");`);
    this.addSql(`create index "product_date_idx" on "product" ("date");`);
    this.addSql(`create index "product_category_date_idx" on "product" ("category", "date");`);

    this.addSql(`create table "item" ("no" serial primary key, "name" varchar(100) not null, "pic" varchar(300) not null, "path" varchar(500) null, "product_no" int null);`);
    this.addSql(`create index "item_product_no_index" on "item" ("product_no");`);

    this.addSql(`create table "show" ("no" serial primary key, "title" varchar(100) not null, "pic" varchar(300) null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "show" add constraint "show_title_unique" unique ("title");`);

    this.addSql(`create table "character" ("no" serial primary key, "show_no" int not null, "actor_name" varchar(50) not null, "name" varchar(50) not null, "pic" varchar(300) null);`);
    this.addSql(`create index "character_show_no_index" on "character" ("show_no");`);

    this.addSql(`create table "style" ("no" serial primary key, "character_no" int not null, "pic" varchar(300) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "style_character_no_index" on "style" ("character_no");`);

    this.addSql(`create table "style_item" ("style_no" int not null, "item_no" int not null, constraint "style_item_pkey" primary key ("style_no", "item_no"));`);
    this.addSql(`create index "style_item_item_no_idx" on "style_item" ("item_no");`);

    this.addSql(`create table "users" ("no" serial primary key, "id" varchar(20) null, "pwd" varchar(255) null, "name" varchar(50) null, "email" varchar(100) null, "tel" varchar(20) null, "zipcode" varchar(6) null, "address" varchar(200) null, "id_k" varchar(64) null, "id_n" varchar(64) null, "nickname" varchar(10) null, "bio" varchar(30) null, "pic" varchar(300) null, "role" text check ("role" in ('USER', 'ADMIN')) not null default 'USER', "withdrawn_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "users" add constraint "users_id_unique" unique ("id");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_id_k_unique" unique ("id_k");`);
    this.addSql(`alter table "users" add constraint "users_id_n_unique" unique ("id_n");`);
    this.addSql(`alter table "users" add constraint "users_nickname_unique" unique ("nickname");`);
    this.addSql(`create index "users_withdrawn_at_index" on "users" ("withdrawn_at");`);

    this.addSql(`create table "scrap" ("no" serial primary key, "user_no" int not null, "character_no" int not null, "date" timestamptz not null default now());`);
    this.addSql(`create index "scrap_character_no_index" on "scrap" ("character_no");`);
    this.addSql(`alter table "scrap" add constraint "scrap_user_no_character_no_unique" unique ("user_no", "character_no");`);

    this.addSql(`create table "post" ("no" serial primary key, "user_no" int not null, "content" varchar(500) not null default '', "pic" varchar(300) null, "product_no" int null, "date" timestamptz not null default now(), "deleted" boolean not null default false, "deleted_at" timestamptz null, "likes_count" int not null default 0, "comments_count" int not null default 0, "reports_count" int not null default 0);`);
    this.addSql(`create index "post_product_no_index" on "post" ("product_no");`);
    this.addSql(`create index "post_feed_likes_idx" on "post" ("deleted", "likes_count");`);
    this.addSql(`create index "post_feed_date_idx" on "post" ("deleted", "date");`);
    this.addSql(`create index "post_user_deleted_no_idx" on "post" ("user_no", "deleted", "no");`);

    this.addSql(`create table "report" ("no" serial primary key, "post_no" int not null, "user_no" int not null, "category" text check ("category" in ('욕설', '홍보', '선정성')) not null, "date" timestamptz not null default now());`);
    this.addSql(`create index "report_user_no_index" on "report" ("user_no");`);
    this.addSql(`alter table "report" add constraint "report_post_no_user_no_unique" unique ("post_no", "user_no");`);

    this.addSql(`create table "post_like" ("no" serial primary key, "post_no" int not null, "user_no" int not null, "date" timestamptz not null default now());`);
    this.addSql(`create index "post_like_user_no_index" on "post_like" ("user_no");`);
    this.addSql(`alter table "post_like" add constraint "post_like_post_no_user_no_unique" unique ("post_no", "user_no");`);

    this.addSql(`create table "follow" ("no" serial primary key, "followee_no" int not null, "follower_no" int not null, "date" timestamptz not null default now(), constraint follow_not_self_check check (followee_no <> follower_no));`);
    this.addSql(`create index "follow_follower_no_index" on "follow" ("follower_no");`);
    this.addSql(`alter table "follow" add constraint "follow_followee_no_follower_no_unique" unique ("followee_no", "follower_no");`);

    this.addSql(`create table "coupon_user" ("no" serial primary key, "coupon_no" int not null, "user_no" int not null, "is_used" boolean not null default false, "used_at" timestamptz null);`);
    this.addSql(`create index "coupon_user_user_used_idx" on "coupon_user" ("user_no", "is_used");`);
    this.addSql(`alter table "coupon_user" add constraint "coupon_user_coupon_no_user_no_unique" unique ("coupon_no", "user_no");`);

    this.addSql(`create table "orders" ("no" serial primary key, "user_no" int not null, "state" text check ("state" in ('주문접수', '배송중', '배송완료', '주문취소')) not null default '주문접수', "price" int not null, "discount" int not null default 0, "coupon_user_no" int null, "date" timestamptz not null default now(), "recipient_name" varchar(50) null, "recipient_tel" varchar(20) null, "zipcode" varchar(6) null, "address" varchar(200) null);`);
    this.addSql(`create index "orders_coupon_user_no_index" on "orders" ("coupon_user_no");`);
    this.addSql(`create index "orders_date_idx" on "orders" ("date");`);
    this.addSql(`create index "orders_state_date_idx" on "orders" ("state", "date");`);
    this.addSql(`create index "orders_user_no_idx" on "orders" ("user_no", "no");`);

    this.addSql(`create table "order_product" ("no" serial primary key, "order_no" int not null, "product_no" int not null, "quantity" int not null, "price" int not null, constraint order_product_quantity_check check (quantity > 0));`);
    this.addSql(`create index "order_product_order_no_index" on "order_product" ("order_no");`);
    this.addSql(`create index "order_product_product_no_index" on "order_product" ("product_no");`);

    this.addSql(`create table "review" ("no" serial primary key, "order_product_no" int not null, "product_no" int not null, "user_no" int not null, "contents" varchar(40) not null, "score" smallint not null, "pic" varchar(300) null, "date" timestamptz not null default now(), constraint review_score_check check (score between 1 and 5));`);
    this.addSql(`alter table "review" add constraint "review_order_product_no_unique" unique ("order_product_no");`);
    this.addSql(`create index "review_user_no_index" on "review" ("user_no");`);
    this.addSql(`create index "review_product_date_idx" on "review" ("product_no", "date");`);

    this.addSql(`create table "comment" ("no" serial primary key, "post_no" int not null, "user_no" int not null, "parent_no" int null, "content" varchar(100) not null, "date" timestamptz not null default now(), "likes_count" int not null default 0);`);
    this.addSql(`create index "comment_user_no_index" on "comment" ("user_no");`);
    this.addSql(`create index "comment_post_parent_no_idx" on "comment" ("post_no", "parent_no", "no");`);

    this.addSql(`create table "comment_like" ("no" serial primary key, "comment_no" int not null, "user_no" int not null, "date" timestamptz not null default now());`);
    this.addSql(`create index "comment_like_user_no_index" on "comment_like" ("user_no");`);
    this.addSql(`alter table "comment_like" add constraint "comment_like_comment_no_user_no_unique" unique ("comment_no", "user_no");`);

    this.addSql(`create table "chat_room" ("no" serial primary key, "user_no" int not null, "category" text check ("category" in ('상품문의', '배송문의', '기타문의')) null, "closed" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "chat_room_closed_updated_idx" on "chat_room" ("closed", "updated_at");`);
    this.addSql(`create index "chat_room_user_closed_idx" on "chat_room" ("user_no", "closed");`);

    this.addSql(`create table "chat_message" ("no" serial primary key, "room_no" int not null, "user_no" int not null, "content" text not null, "send_admin" boolean not null default false, "date" timestamptz not null default now());`);
    this.addSql(`create index "chat_message_room_no_idx" on "chat_message" ("room_no", "no");`);

    this.addSql(`create table "alert" ("no" serial primary key, "user_no" int not null, "category" text check ("category" in ('주문', '커뮤니티', '프로모션')) not null, "content" varchar(300) not null, "path" varchar(300) null, "is_read" boolean not null default false, "date" timestamptz not null default now());`);
    this.addSql(`create index "alert_user_unread_idx" on "alert" ("user_no") where not "is_read";`);
    this.addSql(`create index "alert_user_category_no_idx" on "alert" ("user_no", "category", "no");`);

    this.addSql(`alter table "item" add constraint "item_product_no_foreign" foreign key ("product_no") references "product" ("no") on update cascade on delete set null;`);

    this.addSql(`alter table "character" add constraint "character_show_no_foreign" foreign key ("show_no") references "show" ("no") on update cascade on delete cascade;`);

    this.addSql(`alter table "style" add constraint "style_character_no_foreign" foreign key ("character_no") references "character" ("no") on update cascade on delete cascade;`);

    this.addSql(`alter table "style_item" add constraint "style_item_style_no_foreign" foreign key ("style_no") references "style" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "style_item" add constraint "style_item_item_no_foreign" foreign key ("item_no") references "item" ("no") on update cascade on delete cascade;`);

    this.addSql(`alter table "scrap" add constraint "scrap_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "scrap" add constraint "scrap_character_no_foreign" foreign key ("character_no") references "character" ("no") on update cascade on delete cascade;`);

    this.addSql(`alter table "post" add constraint "post_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade;`);
    this.addSql(`alter table "post" add constraint "post_product_no_foreign" foreign key ("product_no") references "product" ("no") on update cascade on delete set null;`);

    this.addSql(`alter table "report" add constraint "report_post_no_foreign" foreign key ("post_no") references "post" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "report" add constraint "report_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade on delete cascade;`);

    this.addSql(`alter table "post_like" add constraint "post_like_post_no_foreign" foreign key ("post_no") references "post" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "post_like" add constraint "post_like_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade on delete cascade;`);

    this.addSql(`alter table "follow" add constraint "follow_followee_no_foreign" foreign key ("followee_no") references "users" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow" add constraint "follow_follower_no_foreign" foreign key ("follower_no") references "users" ("no") on update cascade on delete cascade;`);

    this.addSql(`alter table "coupon_user" add constraint "coupon_user_coupon_no_foreign" foreign key ("coupon_no") references "coupon" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "coupon_user" add constraint "coupon_user_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade;`);

    this.addSql(`alter table "orders" add constraint "orders_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_coupon_user_no_foreign" foreign key ("coupon_user_no") references "coupon_user" ("no") on update cascade on delete set null;`);

    this.addSql(`alter table "order_product" add constraint "order_product_order_no_foreign" foreign key ("order_no") references "orders" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_product" add constraint "order_product_product_no_foreign" foreign key ("product_no") references "product" ("no") on update cascade;`);

    this.addSql(`alter table "review" add constraint "review_order_product_no_foreign" foreign key ("order_product_no") references "order_product" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "review" add constraint "review_product_no_foreign" foreign key ("product_no") references "product" ("no") on update cascade;`);
    this.addSql(`alter table "review" add constraint "review_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade;`);

    this.addSql(`alter table "comment" add constraint "comment_post_no_foreign" foreign key ("post_no") references "post" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "comment" add constraint "comment_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade;`);
    this.addSql(`alter table "comment" add constraint "comment_parent_no_foreign" foreign key ("parent_no") references "comment" ("no") on update cascade on delete cascade;`);

    this.addSql(`alter table "comment_like" add constraint "comment_like_comment_no_foreign" foreign key ("comment_no") references "comment" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "comment_like" add constraint "comment_like_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade on delete cascade;`);

    this.addSql(`alter table "chat_room" add constraint "chat_room_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade;`);

    this.addSql(`alter table "chat_message" add constraint "chat_message_room_no_foreign" foreign key ("room_no") references "chat_room" ("no") on update cascade on delete cascade;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade;`);

    this.addSql(`alter table "alert" add constraint "alert_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "coupon_user" drop constraint "coupon_user_coupon_no_foreign";`);

    this.addSql(`alter table "item" drop constraint "item_product_no_foreign";`);

    this.addSql(`alter table "post" drop constraint "post_product_no_foreign";`);

    this.addSql(`alter table "order_product" drop constraint "order_product_product_no_foreign";`);

    this.addSql(`alter table "review" drop constraint "review_product_no_foreign";`);

    this.addSql(`alter table "style_item" drop constraint "style_item_item_no_foreign";`);

    this.addSql(`alter table "character" drop constraint "character_show_no_foreign";`);

    this.addSql(`alter table "style" drop constraint "style_character_no_foreign";`);

    this.addSql(`alter table "scrap" drop constraint "scrap_character_no_foreign";`);

    this.addSql(`alter table "style_item" drop constraint "style_item_style_no_foreign";`);

    this.addSql(`alter table "scrap" drop constraint "scrap_user_no_foreign";`);

    this.addSql(`alter table "post" drop constraint "post_user_no_foreign";`);

    this.addSql(`alter table "report" drop constraint "report_user_no_foreign";`);

    this.addSql(`alter table "post_like" drop constraint "post_like_user_no_foreign";`);

    this.addSql(`alter table "follow" drop constraint "follow_followee_no_foreign";`);

    this.addSql(`alter table "follow" drop constraint "follow_follower_no_foreign";`);

    this.addSql(`alter table "coupon_user" drop constraint "coupon_user_user_no_foreign";`);

    this.addSql(`alter table "orders" drop constraint "orders_user_no_foreign";`);

    this.addSql(`alter table "review" drop constraint "review_user_no_foreign";`);

    this.addSql(`alter table "comment" drop constraint "comment_user_no_foreign";`);

    this.addSql(`alter table "comment_like" drop constraint "comment_like_user_no_foreign";`);

    this.addSql(`alter table "chat_room" drop constraint "chat_room_user_no_foreign";`);

    this.addSql(`alter table "chat_message" drop constraint "chat_message_user_no_foreign";`);

    this.addSql(`alter table "alert" drop constraint "alert_user_no_foreign";`);

    this.addSql(`alter table "report" drop constraint "report_post_no_foreign";`);

    this.addSql(`alter table "post_like" drop constraint "post_like_post_no_foreign";`);

    this.addSql(`alter table "comment" drop constraint "comment_post_no_foreign";`);

    this.addSql(`alter table "orders" drop constraint "orders_coupon_user_no_foreign";`);

    this.addSql(`alter table "order_product" drop constraint "order_product_order_no_foreign";`);

    this.addSql(`alter table "review" drop constraint "review_order_product_no_foreign";`);

    this.addSql(`alter table "comment" drop constraint "comment_parent_no_foreign";`);

    this.addSql(`alter table "comment_like" drop constraint "comment_like_comment_no_foreign";`);

    this.addSql(`alter table "chat_message" drop constraint "chat_message_room_no_foreign";`);

    this.addSql(`drop table if exists "coupon" cascade;`);

    this.addSql(`drop table if exists "email_verification" cascade;`);

    this.addSql(`drop table if exists "notice" cascade;`);

    this.addSql(`drop table if exists "popup" cascade;`);

    this.addSql(`drop table if exists "product" cascade;`);

    this.addSql(`drop table if exists "item" cascade;`);

    this.addSql(`drop table if exists "show" cascade;`);

    this.addSql(`drop table if exists "character" cascade;`);

    this.addSql(`drop table if exists "style" cascade;`);

    this.addSql(`drop table if exists "style_item" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "scrap" cascade;`);

    this.addSql(`drop table if exists "post" cascade;`);

    this.addSql(`drop table if exists "report" cascade;`);

    this.addSql(`drop table if exists "post_like" cascade;`);

    this.addSql(`drop table if exists "follow" cascade;`);

    this.addSql(`drop table if exists "coupon_user" cascade;`);

    this.addSql(`drop table if exists "orders" cascade;`);

    this.addSql(`drop table if exists "order_product" cascade;`);

    this.addSql(`drop table if exists "review" cascade;`);

    this.addSql(`drop table if exists "comment" cascade;`);

    this.addSql(`drop table if exists "comment_like" cascade;`);

    this.addSql(`drop table if exists "chat_room" cascade;`);

    this.addSql(`drop table if exists "chat_message" cascade;`);

    this.addSql(`drop table if exists "alert" cascade;`);
  }

}
