import { Migration } from '@mikro-orm/migrations';

/** Issue 24: a member's alerts are listed newest first by time, all of them or one category. */
export class Migration20261204091000_alert_time_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "alert_user_category_no_idx";`);
    this.addSql(`create index "alert_user_date_idx" on "alert" ("user_no", "date", "no");`);
    this.addSql(`create index "alert_user_category_date_idx" on "alert" ("user_no", "category", "date", "no");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "alert_user_category_date_idx";`);
    this.addSql(`drop index "alert_user_date_idx";`);
    this.addSql(`create index "alert_user_category_no_idx" on "alert" ("user_no", "category", "no");`);
  }
}
