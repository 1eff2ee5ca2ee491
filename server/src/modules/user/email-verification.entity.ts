import { Entity, PrimaryKey, Property, PrimaryKeyProp, OptionalProps } from '@mikro-orm/core';

/** A code mailed during registration; stored hashed, valid for a short time and a few attempts. */
@Entity()
export class EmailVerification {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'verifiedAt' | 'attempts' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  no!: number;

  @Property({ type: 'string', length: 100, index: true })
  email!: string;

  @Property({ type: 'string', length: 200 })
  codeHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verifiedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
