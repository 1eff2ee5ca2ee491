import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A domain event written in the same transaction as the change it reports (the transactional outbox): it is
 * delivered right after the commit and then deleted; a row still here after a few seconds was lost to a crash or
 * failed, and the recovery delivers it (server/src/common/outbox.ts). Read and written by the outbox only.
 */
@Entity({ tableName: 'event_outbox' })
export class OutboxEvent {
  [OptionalProps]?: 'attempts' | 'createdAt';

  /** bigint: the pg driver hands it over as a string. */
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'jsonb' })
  payload!: unknown;

  /** Deliveries that ended with a subscriber failing. */
  @Property({ type: 'smallint', default: 0 })
  attempts: number = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date;
}
