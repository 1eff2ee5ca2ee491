import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25: products sold by size (and colour), each option with its own stock. The product's stock stays the one
 * number every documented call reads: for a product with options a trigger keeps it the sum of the active options'
 * stock, by deltas, so concurrent orders of different sizes each add their own change under the product row's lock
 * instead of summing a snapshot that another order is changing. The first active option replaces whatever stock the
 * product had on its own.
 */
export class Migration20261205090000_product_options extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "product_option" ("no" serial primary key, "product_no" int not null, "size" varchar(20) not null, "color" varchar(20) null, "stock" int not null default 0, "price_delta" int not null default 0, "sort" int not null default 0, "retired" boolean not null default false, constraint product_option_stock_check check (stock >= 0));`,
    );
    this.addSql(
      `create unique index "product_option_name_idx" on "product_option" ("product_no", "size", coalesce("color", '')) where not "retired";`,
    );
    this.addSql(`create index "product_option_product_idx" on "product_option" ("product_no", "sort", "no");`);
    this.addSql(
      `alter table "product_option" add constraint "product_option_product_no_foreign" foreign key ("product_no") references "product" ("no") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "product" add column "size_guide" jsonb null;`);
    this.addSql(
      `alter table "order_product" add column "option_no" int null, add column "option_label" varchar(50) null;`,
    );
    this.addSql(
      `alter table "order_product" add constraint "order_product_option_no_foreign" foreign key ("option_no") references "product_option" ("no") on update cascade on delete set null;`,
    );
    this.addSql(`create index "order_product_option_no_index" on "order_product" ("option_no");`);
    this.addSql(`
      create function product_option_stock() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.product_no = new.product_no and not old.retired and not new.retired then
          update product set stock = stock + new.stock - old.stock where no = new.product_no;
          return null;
        end if;
        if tg_op in ('UPDATE', 'DELETE') and not old.retired then
          update product set stock = stock - old.stock where no = old.product_no;
        end if;
        if tg_op in ('INSERT', 'UPDATE') and not new.retired then
          update product
             set stock = case
                   when exists (select 1 from product_option o
                                 where o.product_no = new.product_no and not o.retired and o.no <> new.no)
                   then stock + new.stock
                   else new.stock
                 end
           where no = new.product_no;
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger product_option_stock after insert or delete or update of stock, retired, product_no
        on product_option for each row execute function product_option_stock();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger product_option_stock on product_option;`);
    this.addSql(`drop function product_option_stock();`);
    this.addSql(`alter table "order_product" drop constraint "order_product_option_no_foreign";`);
    this.addSql(`alter table "order_product" drop column "option_no", drop column "option_label";`);
    this.addSql(`alter table "product" drop column "size_guide";`);
    this.addSql(`drop table "product_option";`);
  }
}
