import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26: payments through Toss Payments. An order placed with payments configured awaits its payment
 * (`orders.awaiting_payment`, left out of the sales statistics until paid, and for good if never paid); the payment
 * is its own record (one per order), each refund a row of `payment_cancel` (its idempotency key unique, a refusal
 * kept with the provider's reason), and each reconciled day its list of differences.
 */
export class Migration20261208090000_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "orders" add column "awaiting_payment" boolean not null default false;`);
    this.addSql(`create table "payment" (
      "order_no" int primary key,
      "toss_order_id" varchar(64) not null constraint "payment_toss_order_id_unique" unique,
      "order_name" varchar(100) not null,
      "amount" int not null,
      "status" varchar(24) not null default 'READY',
      "method" varchar(30) null,
      "payment_key" varchar(200) null constraint "payment_payment_key_unique" unique,
      "approved_amount" int not null default 0,
      "cancelled_amount" int not null default 0,
      "receipt_url" varchar(500) null,
      "virtual_account" jsonb null,
      "deposit_secret" varchar(100) null,
      "approved_at" timestamptz null,
      "hold_until" timestamptz not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql(
      `create index "payment_hold_idx" on "payment" ("hold_until") where "status" in ('READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT');`,
    );
    this.addSql(`create index "payment_approved_at_idx" on "payment" ("approved_at");`);
    this.addSql(`create table "payment_cancel" (
      "no" serial primary key,
      "order_no" int not null,
      "idempotency_key" varchar(100) not null constraint "payment_cancel_idempotency_key_unique" unique,
      "amount" int not null,
      "reason" varchar(200) not null,
      "status" varchar(10) not null,
      "transaction_key" varchar(200) null,
      "failure_code" varchar(60) null,
      "failure_message" varchar(300) null,
      "created_at" timestamptz not null default now(),
      "cancelled_at" timestamptz null);`);
    this.addSql(`create index "payment_cancel_order_idx" on "payment_cancel" ("order_no", "no");`);
    this.addSql(`create index "payment_cancel_day_idx" on "payment_cancel" ("cancelled_at");`);
    this.addSql(`create table "payment_reconciliation" (
      "day" date primary key,
      "checked_at" timestamptz not null default now(),
      "differences" jsonb not null);`);
    for (const table of ['payment', 'payment_cancel']) {
      this.addSql(
        `create trigger scene_shop_cache_notify after insert or update or delete or truncate on "${table}" for each statement execute function scene_shop_cache_notify();`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "payment_reconciliation";`);
    this.addSql(`drop table "payment_cancel";`);
    this.addSql(`drop table "payment";`);
    this.addSql(`alter table "orders" drop column "awaiting_payment";`);
  }
}
