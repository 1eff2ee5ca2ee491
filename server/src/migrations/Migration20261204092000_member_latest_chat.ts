import { Migration } from '@mikro-orm/migrations';

/** Issue 24: the chat page finds the member's latest room, open or ended, without a scan of every room. */
export class Migration20261204092000_member_latest_chat extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "chat_room_user_no_idx" on "chat_room" ("user_no", "no");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "chat_room_user_no_idx";`);
  }
}
