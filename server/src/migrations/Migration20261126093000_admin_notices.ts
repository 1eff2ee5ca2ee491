import { Migration } from '@mikro-orm/migrations';

export class Migration20261126093000_admin_notices extends Migration {

  override async up(): Promise<void> {
  }

  override async down(): Promise<void> {
  }

}
