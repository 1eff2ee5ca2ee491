import { Migration } from '@mikro-orm/migrations';

/**
 * Community alerts: each names its event and a member gets one alert per event (the unique pair); a deleted one stays
 * hidden so that its event can never alert the member again.
 */
export class Migration20261124090000_community_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "alert" add column "event_key" varchar(100) null, add column "deleted_at" timestamptz null;`);
    this.addSql(`alter table "alert" add constraint "alert_user_no_event_key_unique" unique ("user_no", "event_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "alert" drop constraint "alert_user_no_event_key_unique";`);
    this.addSql(`alter table "alert" drop column "event_key", drop column "deleted_at";`);
  }
}
