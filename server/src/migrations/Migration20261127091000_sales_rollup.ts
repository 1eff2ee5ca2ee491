import { Migration } from '@mikro-orm/migrations';

/**
 * The sales rollups behind the statistics, filled from the orders already there (a million at scale 100). The
 * tables are filled before their keys and indexes exist, which builds them once instead of row by row, and in key
 * order, so a granule's rows sit on few pages; the fill is the rebuild of modules/statistics/sales-rollup.ts as it
 * was written here (a migration does not follow later edits).
 */
export class Migration20261127091000_sales_rollup extends Migration {
  override async up(): Promise<void> {
    // Only this transaction: the aggregations and index builds of a large data set stay in memory.
    this.addSql(`set local work_mem = '256MB';`);
    this.addSql(`set local maintenance_work_mem = '512MB';`);
    this.addSql(
      `create table "sales_product_rollup" ("grain" char(1) not null, "period" date not null, "product_no" int not null, "quantity" bigint not null, "revenue" bigint not null, "delivered_quantity" bigint not null, "cancelled_quantity" bigint not null, "lines" int not null, constraint sales_product_rollup_grain_check check (grain in ('d', 'm', 'y', 'a')));`,
    );
    this.addSql(
      `create table "sales_day_rollup" ("day" date not null, "shard" smallint not null, "orders" int not null, "quantity" bigint not null, "revenue" bigint not null, "cancelled_orders" int not null);`,
    );
    this.addSql(`
      insert into "sales_product_rollup"
        ("grain", "period", "product_no", "quantity", "revenue", "delivered_quantity", "cancelled_quantity", "lines")
      select * from (
      with d as materialized (
        select (o.date at time zone 'Asia/Seoul')::date as period, op.product_no,
            sum(case when o.state <> '주문취소' then op.quantity else 0 end)::bigint as quantity,
            sum(case when o.state <> '주문취소' then op.price else 0 end)::bigint as revenue,
            sum(case when o.state = '배송완료' then op.quantity else 0 end)::bigint as delivered_quantity,
            sum(case when o.state = '주문취소' then op.quantity else 0 end)::bigint as cancelled_quantity,
            count(*) filter (where o.state <> '주문취소')::int as lines
          from order_product op join orders o on o.no = op.order_no
         group by 1, 2),
      m as materialized (
        select date_trunc('month', period::timestamp)::date as period, product_no, sum(quantity)::bigint as quantity,
            sum(revenue)::bigint as revenue, sum(delivered_quantity)::bigint as delivered_quantity,
            sum(cancelled_quantity)::bigint as cancelled_quantity, sum(lines)::int as lines
          from d group by 1, 2),
      y as materialized (
        select date_trunc('year', period::timestamp)::date as period, product_no, sum(quantity)::bigint as quantity,
            sum(revenue)::bigint as revenue, sum(delivered_quantity)::bigint as delivered_quantity,
            sum(cancelled_quantity)::bigint as cancelled_quantity, sum(lines)::int as lines
          from m group by 1, 2)
      select 'd', * from d
      union all select 'm', * from m
      union all select 'y', * from y
      union all select 'a', date '1970-01-01', product_no, sum(quantity)::bigint, sum(revenue)::bigint,
          sum(delivered_quantity)::bigint, sum(cancelled_quantity)::bigint, sum(lines)::int
        from y group by product_no
      ) r order by 1, 2, 3;`);
    this.addSql(`
      insert into "sales_day_rollup" ("day", "shard", "orders", "quantity", "revenue", "cancelled_orders")
      select (o.date at time zone 'Asia/Seoul')::date, (o.no % 8)::smallint,
          count(*) filter (where o.state <> '주문취소')::int,
          coalesce(sum(u.units) filter (where o.state <> '주문취소'), 0)::bigint,
          coalesce(sum(o.price) filter (where o.state <> '주문취소'), 0)::bigint,
          count(*) filter (where o.state = '주문취소')::int
        from orders o
        left join (select order_no, sum(quantity) as units from order_product group by order_no) u on u.order_no = o.no
       group by 1, 2;`);
    this.addSql(
      `alter table "sales_product_rollup" add constraint "sales_product_rollup_pkey" primary key ("grain", "period", "product_no");`,
    );
    this.addSql(
      `create index "sales_product_rollup_product_idx" on "sales_product_rollup" ("product_no", "grain", "period");`,
    );
    this.addSql(
      `create index "sales_product_rollup_top_idx" on "sales_product_rollup" ("grain", "period", "quantity" desc, "product_no");`,
    );
    this.addSql(
      `alter table "sales_product_rollup" add constraint "sales_product_rollup_product_no_foreign" foreign key ("product_no") references "product" ("no") on update cascade;`,
    );
    this.addSql(`alter table "sales_day_rollup" add constraint "sales_day_rollup_pkey" primary key ("day", "shard");`);
    this.addSql(`analyze "sales_product_rollup";`);
    this.addSql(`analyze "sales_day_rollup";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sales_product_rollup" cascade;`);
    this.addSql(`drop table if exists "sales_day_rollup" cascade;`);
  }
}
