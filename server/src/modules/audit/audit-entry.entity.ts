import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  type Ref,
  PrimaryKeyProp,
  OptionalProps,
} from '@mikro-orm/core';
import { AUDIT_SUBJECT } from '@scene-shop/domain';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { User } from '../user/user.entity.js';

/** What the console changes and keeps a history of: the domain's values (its schema checks them). */
export const AuditSubject = AUDIT_SUBJECT;
export type AuditSubject = (typeof AuditSubject)[keyof typeof AuditSubject];
registerEnumType(AuditSubject, { name: 'AuditSubject' });

/** One change an admin made: who, when, to what, and the values before and after (as Saleor's and Vendure's keep). */
@Entity()
@ObjectType()
@Index({ name: 'audit_entry_subject_idx', properties: ['subject', 'subjectNo', 'no'] })
export class AuditEntry {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'date' | 'subjectNo' | 'before' | 'after';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  /** Kept when the admin's account goes: the history must not lose its author. */
  @ManyToOne({ entity: 'User', ref: true, nullable: true, deleteRule: 'set null' })
  actor!: Ref<User> | null;

  @Property({ type: 'string', length: 20 })
  @Field({ description: "The admin's login id at the time" })
  actorId!: string;

  @Enum({ items: () => AuditSubject })
  @Field(() => AuditSubject)
  subject!: AuditSubject;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'The changed row; none for an advertisement' })
  subjectNo: number | null = null;

  @Property({ type: 'string', length: 40 })
  @Field({ description: 'What was done, e.g. create, update, state, soldOut, delete' })
  action!: string;

  @Property({ type: 'jsonb', nullable: true })
  @Field(() => GraphQLJSON, { nullable: true })
  before: Record<string, unknown> | null = null;

  @Property({ type: 'jsonb', nullable: true })
  @Field(() => GraphQLJSON, { nullable: true })
  after: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();
}
