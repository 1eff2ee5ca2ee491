import { Migration } from '@mikro-orm/migrations';

export class Migration20261126095000_admin_community extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "post_reported_idx" on "post" ("deleted", "reports_count", "date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "post_reported_idx";`);
  }

}
