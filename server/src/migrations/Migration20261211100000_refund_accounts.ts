import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26: a deposited virtual account is refunded to an account the buyer names (Toss' refundReceiveAccount). A
 * return's claim and a refund asked of Toss keep it whole only until the refund is done, and its masked label
 * ('국민 ****5678') for showing.
 */
export class Migration20261211100000_refund_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "claim" add column "refund_account" jsonb null, add column "refund_account_label" varchar(40) null;`,
    );
    this.addSql(
      `alter table "payment_cancel" add column "refund_account" jsonb null, add column "refund_account_label" varchar(40) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "claim" drop column "refund_account", drop column "refund_account_label";`);
    this.addSql(`alter table "payment_cancel" drop column "refund_account", drop column "refund_account_label";`);
  }
}
