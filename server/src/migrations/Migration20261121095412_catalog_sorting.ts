import { Migration } from '@mikro-orm/migrations';

/** Sale price and average score kept by PostgreSQL, so every catalogue sort runs on an index. */
export class Migration20261121095412_catalog_sorting extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "product_price_idx";`);
    this.addSql(`alter table "product" add column "sale_price" int generated always as (round(price - price * discount_rate / 100.0)) stored null, add column "avg_score" double precision generated always as (case when review_count = 0 then 0::double precision else score_sum::double precision / review_count::double precision end) stored null;`);
    this.addSql(`create index "product_avg_score_idx" on "product" ("avg_score", "review_count");`);
    this.addSql(`create index "product_sale_price_idx" on "product" ("sale_price");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_avg_score_idx";`);
    this.addSql(`drop index "product_sale_price_idx";`);
    this.addSql(`alter table "product" drop column "sale_price", drop column "avg_score";`);
    this.addSql(`create index "product_price_idx" on "product" ("price");`);
  }
}
