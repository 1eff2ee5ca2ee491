import { Migration } from '@mikro-orm/migrations';

/**
 * The show page's similar products for a sold-out item: per item, the best sellers of a category and colour family
 * that can be bought, read from the top of this index instead of ranking the whole category.
 */
export class Migration20261127094000_item_alternatives extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "product_alternative_idx" on "product" ("category", "color_family", "sales_count" desc, "no") where "stock" > 0 and "available";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_alternative_idx";`);
  }
}
