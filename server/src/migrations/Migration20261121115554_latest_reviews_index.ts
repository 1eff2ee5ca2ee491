import { Migration } from '@mikro-orm/migrations';

export class Migration20261121115554_latest_reviews_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "review_date_no_idx" on "review" ("date", "no");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "review_date_no_idx";`);
  }

}
