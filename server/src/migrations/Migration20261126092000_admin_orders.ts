import { Migration } from '@mikro-orm/migrations';

/** The admin's orderer-name search (a substring match) gets a trigram index. */
export class Migration20261126092000_admin_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "orders_recipient_name_trgm_idx" on "orders" using gin ("recipient_name" gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "orders_recipient_name_trgm_idx";`);
  }
}
