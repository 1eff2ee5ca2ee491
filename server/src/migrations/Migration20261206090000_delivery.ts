import { Migration } from '@mikro-orm/migrations';

/** Korean parcel companies: code, name, tracking page (`{trackingNo}` is the waybill number), number length. */
const COURIERS: [string, string, string, number, number][] = [
  ['cj', 'CJ대한통운', 'https://trace.cjlogistics.com/next/tracking.html?wblNo={trackingNo}', 10, 12],
  ['lotte', '롯데택배', 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={trackingNo}', 10, 13],
  [
    'hanjin',
    '한진택배',
    'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={trackingNo}',
    10,
    14,
  ],
  ['epost', '우체국택배', 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={trackingNo}', 13, 13],
  ['logen', '로젠택배', 'https://www.ilogen.com/web/personal/trace/{trackingNo}', 10, 11],
  ['kdexp', '경동택배', 'https://kdexp.com/service/delivery/etc/delivery.do?barcode={trackingNo}', 9, 16],
  ['daesin', '대신택배', 'https://www.ds3211.co.kr/freight/internalFreightSearch.ht?billno={trackingNo}', 13, 13],
  ['cupost', 'CU 편의점택배', 'https://www.cupost.co.kr/postbox/delivery/localResult.cupost?invoice_no={trackingNo}', 10, 13],
  ['cvsnet', 'GS Postbox 택배', 'https://www.cvsnet.co.kr/invoice/tracking.do?invoice_no={trackingNo}', 10, 13],
];

/**
 * Issue 25 (delivery): the couriers as data, the parcel of an order (courier and waybill number) and the day it
 * reached each state. Orders already past a state get their order date for it: the day they really moved was never
 * kept, and the order date is the earliest it can have been.
 */
export class Migration20261206090000_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "courier" ("code" varchar(20) not null, "name" varchar(30) not null, "tracking_url" varchar(300) not null, "min_length" smallint not null, "max_length" smallint not null, "sort" smallint not null default 0, constraint "courier_pkey" primary key ("code"));`,
    );
    this.addSql(`alter table "courier" add constraint "courier_name_unique" unique ("name");`);
    this.addSql(
      `create trigger scene_shop_cache_notify after insert or update or delete or truncate on "courier" for each statement execute function scene_shop_cache_notify();`,
    );
    for (const [sort, [code, name, url, min, max]] of COURIERS.entries()) {
      this.addSql(
        `insert into "courier" ("code", "name", "tracking_url", "min_length", "max_length", "sort") values ('${code}', '${name}', '${url}', ${min}, ${max}, ${sort});`,
      );
    }
    this.addSql(
      `alter table "orders" add column if not exists "courier_code" varchar(20) null, add column if not exists "tracking_no" varchar(30) null, add column if not exists "shipped_at" timestamptz null, add column if not exists "delivered_at" timestamptz null, add column if not exists "cancelled_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_courier_code_foreign" foreign key ("courier_code") references "courier" ("code") on update cascade on delete set null;`,
    );
    this.addSql(
      `update "orders" set "shipped_at" = case when "state" in ('배송중', '배송완료') then "date" end, "delivered_at" = coalesce("delivered_at", case when "state" = '배송완료' then "date" end), "cancelled_at" = case when "state" = '주문취소' then "date" end where "state" <> '주문접수';`,
    );
    this.addSql(
      `create index "orders_shipping_shipped_at_idx" on "orders" ("shipped_at") where "state" = '배송중';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "orders_shipping_shipped_at_idx";`);
    this.addSql(`alter table "orders" drop constraint "orders_courier_code_foreign";`);
    this.addSql(
      `alter table "orders" drop column "courier_code", drop column "tracking_no", drop column "shipped_at", drop column "delivered_at", drop column "cancelled_at";`,
    );
    this.addSql(`drop table "courier";`);
  }
}
