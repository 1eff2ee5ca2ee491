import { Migration } from '@mikro-orm/migrations';

export class Migration20261123090000_token_version_rate_limit extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "token_version" int not null default 0;`);
    this.addSql(`create table "rate_limit" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, constraint "rate_limit_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit" cascade;`);
    this.addSql(`alter table "users" drop column "token_version";`);
  }

}
