import { Migration } from '@mikro-orm/migrations';

/** Issue 24: a post's comments are read in order of time, so their index leads with it after the thread. */
export class Migration20261204090000_comment_time_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "comment_post_parent_no_idx";`);
    this.addSql(
      `create index "comment_post_parent_date_idx" on "comment" ("post_no", "parent_no", "date", "no");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "comment_post_parent_date_idx";`);
    this.addSql(`create index "comment_post_parent_no_idx" on "comment" ("post_no", "parent_no", "no");`);
  }
}
