import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25, returns and exchanges: a claim per order line with its own states and history, beside the order (whose
 * documented states keep their values). The order learns when it reached 배송완료 (`delivered_at`, the start of the
 * return window); orders already delivered count from their order date. The new tables tell the response cache of
 * their changes like every watched table (Migration20261128100000_cache_invalidation).
 */
export class Migration20261207090000_claims extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "orders" add column if not exists "delivered_at" timestamptz null;`);
    this.addSql(`update "orders" set "delivered_at" = "date" where "state" = '배송완료' and "delivered_at" is null;`);

    this.addSql(
      `create table "claim" ("no" serial primary key, "order_no" int not null, "order_product_no" int not null, "user_no" int not null, "type" text check ("type" in ('RETURN', 'EXCHANGE')) not null, "reason" text check ("reason" in ('CHANGED_MIND', 'SIZE', 'DEFECT', 'WRONG_ITEM', 'LATE', 'OTHER')) not null, "text" varchar(500) not null default '', "option_no" int null, "option_label" varchar(50) null, "photo1" varchar(300) null, "photo2" varchar(300) null, "photo3" varchar(300) null, "state" text check ("state" in ('REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED', 'EXCHANGE_SENT')) not null default 'REQUESTED', "reject_reason" varchar(200) null, "refund_amount" int null, "date" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "claim_order_no_index" on "claim" ("order_no");`);
    this.addSql(
      `create unique index "claim_open_line_idx" on "claim" ("order_product_no") where "state" <> 'REJECTED';`,
    );
    this.addSql(`create index "claim_state_idx" on "claim" ("state", "no");`);
    this.addSql(`create index "claim_user_idx" on "claim" ("user_no", "no");`);

    this.addSql(
      `create table "claim_event" ("no" serial primary key, "claim_no" int not null, "state" text check ("state" in ('REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED', 'EXCHANGE_SENT')) not null, "actor_no" int null, "by_admin" boolean not null default false, "note" varchar(200) null, "date" timestamptz not null default now());`,
    );
    this.addSql(`create index "claim_event_claim_idx" on "claim_event" ("claim_no", "no");`);

    this.addSql(
      `alter table "claim" add constraint "claim_order_no_foreign" foreign key ("order_no") references "orders" ("no") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "claim" add constraint "claim_order_product_no_foreign" foreign key ("order_product_no") references "order_product" ("no") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "claim" add constraint "claim_user_no_foreign" foreign key ("user_no") references "users" ("no") on update cascade;`,
    );
    this.addSql(
      `alter table "claim" add constraint "claim_option_no_foreign" foreign key ("option_no") references "product_option" ("no") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "claim_event" add constraint "claim_event_claim_no_foreign" foreign key ("claim_no") references "claim" ("no") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "claim_event" add constraint "claim_event_actor_no_foreign" foreign key ("actor_no") references "users" ("no") on update cascade on delete set null;`,
    );
    for (const table of ['claim', 'claim_event']) {
      this.addSql(
        `create trigger scene_shop_cache_notify after insert or update or delete or truncate on "${table}" for each statement execute function scene_shop_cache_notify();`,
      );
    }

    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_subject_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_subject_check" check("subject" in ('PRODUCT', 'ORDER', 'NOTICE', 'COUPON', 'ADVERTISEMENT', 'POPUP', 'POST', 'SHOW', 'CHARACTER', 'STYLE', 'ITEM', 'CLAIM'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "claim_event" cascade;`);
    this.addSql(`drop table if exists "claim" cascade;`);
    this.addSql(`alter table "audit_entry" drop constraint if exists "audit_entry_subject_check";`);
    this.addSql(
      `alter table "audit_entry" add constraint "audit_entry_subject_check" check("subject" in ('PRODUCT', 'ORDER', 'NOTICE', 'COUPON', 'ADVERTISEMENT', 'POPUP', 'POST', 'SHOW', 'CHARACTER', 'STYLE', 'ITEM'));`,
    );
    this.addSql(`alter table "orders" drop column "delivered_at";`);
  }
}
