import { Migration } from '@mikro-orm/migrations';

export class Migration20261126092000_admin_orders extends Migration {

  override async up(): Promise<void> {
  }

  override async down(): Promise<void> {
  }

}
