import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25: product options, continued.
 * - Several first options inserted by one statement: each row trigger saw the others already there and added its stock
 *   to the product's own instead of replacing it. Inserts are now counted once per statement, from its new rows.
 */
export class Migration20261205100000_product_option_fixes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger product_option_stock on product_option;`);
    this.addSql(`
      create trigger product_option_stock after delete or update of stock, retired, product_no
        on product_option for each row execute function product_option_stock();`);
    this.addSql(`
      create function product_option_stock_insert() returns trigger language plpgsql as $$
      begin
        update product p
           set stock = case
                 when exists (select 1 from product_option o
                               where o.product_no = p.no and not o.retired
                                 and o.no not in (select i.no from inserted i))
                 then p.stock + s.added
                 else s.added
               end
          from (select product_no, sum(stock)::int as added from inserted where not retired group by product_no) s
         where p.no = s.product_no;
        return null;
      end $$;`);
    this.addSql(`
      create trigger product_option_stock_insert after insert on product_option
        referencing new table as inserted for each statement execute function product_option_stock_insert();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger product_option_stock_insert on product_option;`);
    this.addSql(`drop function product_option_stock_insert();`);
    this.addSql(`drop trigger product_option_stock on product_option;`);
    this.addSql(`
      create trigger product_option_stock after insert or delete or update of stock, retired, product_no
        on product_option for each row execute function product_option_stock();`);
  }
}
