import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090000_audit extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_entry" ("no" serial primary key, "actor_no" int null, "actor_id" varchar(20) not null, "subject" text check ("subject" in ('PRODUCT', 'ORDER', 'NOTICE', 'COUPON', 'ADVERTISEMENT', 'POPUP', 'POST')) not null, "subject_no" int null, "action" varchar(40) not null, "before" jsonb null, "after" jsonb null, "date" timestamptz not null default now());`);
    this.addSql(`create index "audit_entry_subject_idx" on "audit_entry" ("subject", "subject_no", "no");`);
    this.addSql(`alter table "audit_entry" add constraint "audit_entry_actor_no_foreign" foreign key ("actor_no") references "users" ("no") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`);
  }

}
