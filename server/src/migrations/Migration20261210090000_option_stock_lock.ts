import { Migration } from '@mikro-orm/migrations';

const FUNCTION = (lockFirst: boolean) => `
  create or replace function product_option_stock() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' and old.product_no = new.product_no and not old.retired and not new.retired then
      update product set stock = stock + new.stock - old.stock where no = new.product_no;
      return null;
    end if;
    if tg_op in ('UPDATE', 'DELETE') and not old.retired then
      update product set stock = stock - old.stock where no = old.product_no;
    end if;
    if tg_op in ('INSERT', 'UPDATE') and not new.retired then
      ${lockFirst ? 'perform 1 from product where no = new.product_no for no key update;' : ''}
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
  end $$;`;

/** Sizes inserted by one statement (Migration20261205100000_product_option_fixes), with the same lock first. */
const INSERT_FUNCTION = (lockFirst: boolean) => `
  create or replace function product_option_stock_insert() returns trigger language plpgsql as $$
  begin
    ${
      lockFirst
        ? `perform 1 from product where no in (select product_no from inserted where not retired) order by no for no key update;`
        : ''
    }
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
  end $$;`;

/**
 * Two sizes of one product added (or brought back from retirement) at once by two transactions each saw no other
 * active size in the snapshot of its update, and each replaced the product's stock instead of adding to it. The
 * trigger now locks the product first: the statement after the lock has a fresh snapshot (a volatile function's
 * statements each take one), in which the other transaction's size, committed by then, is seen and added to. The
 * lock is the update's own (no key update): a stronger one would deadlock with the key share lock each insert's
 * foreign key check already holds on the product.
 */
export class Migration20261210090000_option_stock_lock extends Migration {
  override async up(): Promise<void> {
    this.addSql(FUNCTION(true));
    this.addSql(INSERT_FUNCTION(true));
  }

  override async down(): Promise<void> {
    this.addSql(FUNCTION(false));
    this.addSql(INSERT_FUNCTION(false));
  }
}
