import { Migration } from '@mikro-orm/migrations';

/** `create index` of a list index: the given columns then the number, stock carried along, products on sale only. */
const listIndex = (name: string, ...columns: string[]) =>
  `create index "product_list_${name}_idx" on "product" (${[...columns, 'no'].map((c) => `"${c}"`).join(', ')}) include ("stock") where "available";`;

/**
 * The shop's product list without counting or sorting the catalogue (issue 14):
 * - an index per sort, over the products on sale and per category, ending on the number as every sort does and
 *   carrying the stock, so a page is read in order and its offset skipped inside the index (an index-only scan,
 *   the sold-out filter included); they replace the single-column sort indexes, used by nothing else;
 * - `product_count`, the products on sale per category and in-stock state, kept by statement triggers on `product`
 *   (every writer: orders, the admin, seeds). Each statement adds its net change as new rows (a stock change that
 *   keeps a product in stock nets to zero and writes nothing), so concurrent orders never wait on a shared row;
 *   the count is `sum(n)`. Once the table holds more than 32 rows, a writer that gets the advisory lock without
 *   waiting folds them into one row per state: it deletes exactly the rows it sums, so the sum stays exact
 *   whatever runs beside it. Only under READ COMMITTED: an older snapshot could try to fold rows already folded.
 */
export class Migration20261128090000_catalog_paging extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set local maintenance_work_mem = '256MB';`);
    this.addSql(`drop index "product_sales_count_idx";`);
    this.addSql(`drop index "product_sale_price_idx";`);
    this.addSql(`drop index "product_avg_score_idx";`);
    this.addSql(listIndex('latest', 'date'));
    this.addSql(listIndex('sales', 'sales_count'));
    this.addSql(listIndex('price', 'sale_price'));
    this.addSql(listIndex('rating', 'avg_score', 'review_count'));
    this.addSql(listIndex('category_latest', 'category', 'date'));
    this.addSql(listIndex('category_sales', 'category', 'sales_count'));
    this.addSql(listIndex('category_price', 'category', 'sale_price'));
    this.addSql(listIndex('category_rating', 'category', 'avg_score', 'review_count'));

    this.addSql(
      `create table "product_count" ("no" serial primary key, "category" text check ("category" in ('상의', '하의', '신발', '기타')) not null, "in_stock" boolean not null, "n" int not null);`,
    );
    this.addSql(`
      create function product_count_apply() returns trigger language plpgsql as $$
      declare
        changed int;
      begin
        if tg_op = 'INSERT' then
          insert into product_count (category, in_stock, n)
          select category, stock > 0, count(*) from new_rows where available group by 1, 2;
        elsif tg_op = 'DELETE' then
          insert into product_count (category, in_stock, n)
          select category, stock > 0, -count(*) from old_rows where available group by 1, 2;
        else
          insert into product_count (category, in_stock, n)
          select category, in_stock, sum(d) from (
              select category, stock > 0 as in_stock, 1 as d from new_rows where available
              union all
              select category, stock > 0, -1 from old_rows where available) c
            group by 1, 2 having sum(d) <> 0;
        end if;
        get diagnostics changed = row_count;
        if changed > 0 and (select count(*) from product_count) > 32
            and current_setting('transaction_isolation') = 'read committed' then
          if pg_try_advisory_xact_lock('product_count'::regclass::oid::int, 0) then
            with gone as (delete from product_count returning category, in_stock, n)
            insert into product_count (category, in_stock, n)
            select category, in_stock, sum(n) from gone group by 1, 2;
          end if;
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create function product_count_clear() returns trigger language plpgsql as $$
      begin
        delete from product_count;
        return null;
      end $$;`);
    this.addSql(
      `create trigger product_count_insert after insert on product referencing new table as new_rows for each statement execute function product_count_apply();`,
    );
    this.addSql(
      `create trigger product_count_update after update on product referencing old table as old_rows new table as new_rows for each statement execute function product_count_apply();`,
    );
    this.addSql(
      `create trigger product_count_delete after delete on product referencing old table as old_rows for each statement execute function product_count_apply();`,
    );
    this.addSql(
      `create trigger product_count_truncate after truncate on product for each statement execute function product_count_clear();`,
    );
    // After the triggers: their lock holds back any write until this transaction has counted what is there.
    this.addSql(`
      insert into product_count (category, in_stock, n)
      select category, stock > 0, count(*) from product where available group by 1, 2;`);
    this.addSql(`analyze "product";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_count" cascade;`);
    this.addSql(`drop trigger if exists product_count_insert on product;`);
    this.addSql(`drop trigger if exists product_count_update on product;`);
    this.addSql(`drop trigger if exists product_count_delete on product;`);
    this.addSql(`drop trigger if exists product_count_truncate on product;`);
    this.addSql(`drop function if exists product_count_apply();`);
    this.addSql(`drop function if exists product_count_clear();`);
    for (const name of ['latest', 'sales', 'price', 'rating']) {
      this.addSql(`drop index if exists "product_list_${name}_idx";`);
      this.addSql(`drop index if exists "product_list_category_${name}_idx";`);
    }
    this.addSql(`create index "product_sales_count_idx" on "product" ("sales_count");`);
    this.addSql(`create index "product_sale_price_idx" on "product" ("sale_price");`);
    this.addSql(`create index "product_avg_score_idx" on "product" ("avg_score", "review_count");`);
  }
}
