import { Migration } from '@mikro-orm/migrations';

/** Items say whether they are the exact product worn or a similar one; products get a colour family. */
export class Migration20261127090000_fashion extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "product" add column "color_family" text check ("color_family" in ('black', 'white', 'grey', 'beige', 'brown', 'red', 'pink', 'orange', 'yellow', 'green', 'blue', 'navy', 'purple', 'multi')) null;`,
    );
    this.addSql(`create index "product_category_color_idx" on "product" ("category", "color_family");`);
    this.addSql(
      `alter table "item" add column "match" text check ("match" in ('exact', 'similar')) not null default 'similar';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "item" drop column "match";`);
    this.addSql(`drop index "product_category_color_idx";`);
    this.addSql(`alter table "product" drop column "color_family";`);
  }
}
