import {
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Ref,
} from '@mikro-orm/core';
import type { ProductOption } from '../catalog/product-option.entity.js';
import type { User } from '../user/user.entity.js';

/**
 * A member waiting for a sold-out size (알림 받기). One open request per member and size; when the size is back the
 * request is marked notified in the statement that picks its members, so the alert and the mail go once.
 */
@Entity()
@Index({
  name: 'restock_request_open_idx',
  expression:
    'create unique index "restock_request_open_idx" on "restock_request" ("option_no", "user_no") where "notified_at" is null',
})
export class RestockRequest {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'date' | 'notifiedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  no!: number;

  @ManyToOne({ entity: 'User', ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @ManyToOne({ entity: 'ProductOption', ref: true, deleteRule: 'cascade', index: false })
  option!: Ref<ProductOption>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  date: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  notifiedAt: Date | null = null;
}
