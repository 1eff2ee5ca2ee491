import { Migration } from '@mikro-orm/migrations';

export class Migration20261126094000_admin_promotions extends Migration {

  override async up(): Promise<void> {
  }

  override async down(): Promise<void> {
  }

}
