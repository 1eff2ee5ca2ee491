import { Migration } from '@mikro-orm/migrations';

export class Migration20261126095000_admin_community extends Migration {

  override async up(): Promise<void> {
  }

  override async down(): Promise<void> {
  }

}
