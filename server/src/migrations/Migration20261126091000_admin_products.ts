import { Migration } from '@mikro-orm/migrations';

export class Migration20261126091000_admin_products extends Migration {

  override async up(): Promise<void> {
  }

  override async down(): Promise<void> {
  }

}
