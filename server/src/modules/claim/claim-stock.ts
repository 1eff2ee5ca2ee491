import type { EntityManager } from '@mikro-orm/postgresql';
import { msg } from '@scene-shop/domain';
import { conflict } from '../../common/errors.js';
import type { DomainEvent } from '../../common/events.js';
import { optionRestockEvents } from '../catalog/option-stock.js';

interface ClaimLine {
  product_no: number;
  option_no: number | null;
  quantity: number;
}

/**
 * THE place where stock comes back from a claim: the received line's units return to its option (whose trigger keeps
 * the product's sum) or, for a product sold without options, to the product. A return also takes the units off the
 * product's sales; an exchange's units were never unsold (its replacement goes out instead). Gives the events of a
 * product and of a size back in stock (0 before), so the members waiting for them are told after the commit.
 */
export async function stockBack(tem: EntityManager, claimNo: number, unsold: boolean): Promise<DomainEvent[]> {
  const [line] = await tem.execute<ClaimLine[]>(
    `select op.product_no, op.option_no, op.quantity from claim c join order_product op on op.no = c.order_product_no
      where c.no = ?`,
    [claimNo],
  );
  const { product_no, option_no, quantity } = line!;
  // The option's row before the product's, as orders lock them (the option, then the product through its trigger).
  if (option_no !== null) await tem.execute('select no from product_option where no = ? for update', [option_no]);
  const [{ stock_before }] = await tem.execute<{ stock_before: number }[]>(
    'select stock as stock_before from product where no = ? for update',
    [product_no],
  );
  const events: DomainEvent[] = [];
  if (option_no !== null) {
    const [option] = await tem.execute<{ stock_before: number; retired: boolean }[]>(
      `update product_option set stock = stock + ? where no = ? returning stock - ? as stock_before, retired`,
      [quantity, option_no, quantity],
    );
    if (option?.stock_before === 0 && !option.retired) events.push(...optionRestockEvents([option_no]));
  } else {
    await tem.execute(`update product set stock = stock + ? where no = ?`, [quantity, product_no]);
  }
  if (unsold) {
    await tem.execute(`update product set sales_count = greatest(sales_count - ?, 0) where no = ?`, [
      quantity,
      product_no,
    ]);
  }
  if (stock_before === 0) events.push({ name: 'product.restocked', payload: { productNo: product_no } });
  return events;
}

/** An exchange's replacement leaves the warehouse: its units come off the wanted option, if they are there. */
export async function takeExchangeStock(tem: EntityManager, claimNo: number): Promise<void> {
  const taken = await tem.execute(
    `update product_option o set stock = o.stock - op.quantity
       from claim c join order_product op on op.no = c.order_product_no
      where c.no = ? and o.no = c.option_no and not o.retired and o.stock >= op.quantity
     returning o.no`,
    [claimNo],
  );
  if (taken.length === 0) throw conflict(msg('claim.optionSoldOut'), 'optionNo');
}
