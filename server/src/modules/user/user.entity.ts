import { Entity, Enum, Index, PrimaryKey, Property, PrimaryKeyProp, OptionalProps } from '@mikro-orm/core';
import type { Language } from '@scene-shop/domain';
import { Authorized, Field, Int, ObjectType } from 'type-graphql';
import { AccountType, Role } from '../../common/enums.js';
import { UploadPath } from '../../common/upload-path.js';

/** A member. The administrator is a role (member number 1 is created with it). Personal fields are visible to the member and the admin only. */
@Entity({ tableName: 'users' })
@ObjectType()
@Index({
  name: 'users_nickname_trgm_idx',
  expression: 'create index "users_nickname_trgm_idx" on "users" using gin ("nickname" gin_trgm_ops)',
})
@Index({
  name: 'users_nickname_chosung_trgm_idx',
  expression: 'create index "users_nickname_chosung_trgm_idx" on "users" using gin ("nickname_chosung" gin_trgm_ops)',
})
@Index({
  name: 'users_nickname_jamo_trgm_idx',
  expression: 'create index "users_nickname_jamo_trgm_idx" on "users" using gist ("nickname_jamo" gist_trgm_ops)',
})
export class User {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?:
    | 'id'
    | 'pwd'
    | 'name'
    | 'email'
    | 'tel'
    | 'zipcode'
    | 'address'
    | 'idK'
    | 'idN'
    | 'nickname'
    | 'bio'
    | 'pic'
    | 'role'
    | 'withdrawnAt'
    | 'createdAt'
    | 'withdrawn'
    | 'accountType'
    | 'tokenVersion'
    | 'tempPwd'
    | 'tempPwdExpiresAt'
    | 'mustChangePassword'
    | 'nicknameChosung'
    | 'nicknameJamo'
    | 'language'
    | 'passwordCheckedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @Property({ type: 'string', length: 20, nullable: true, unique: true })
  @Authorized('SELF')
  @Field(() => String, {
    nullable: true,
    description: 'Own login id (to that member and the admin only); null for social-only accounts',
  })
  id: string | null = null;

  /** argon2 hash; never exposed. */
  @Property({ type: 'string', nullable: true, hidden: true, lazy: true })
  pwd: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  @Authorized('SELF')
  @Field(() => String, { nullable: true })
  name: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true, unique: true })
  @Authorized('SELF')
  @Field(() => String, { nullable: true })
  email: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  @Authorized('SELF')
  @Field(() => String, { nullable: true })
  tel: string | null = null;

  @Property({ type: 'string', length: 6, nullable: true })
  @Authorized('SELF')
  @Field(() => String, { nullable: true })
  zipcode: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  @Authorized('SELF')
  @Field(() => String, { nullable: true })
  address: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  idK: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  idN: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true, unique: true })
  @Field(() => String, { nullable: true })
  nickname: string | null = null;

  /** Initial consonants of the nickname (초성), kept by PostgreSQL for 'ㅂㄱㄷ'-style search; never loaded. */
  @Property({
    type: 'text',
    generated: '(chosung(nickname)) stored',
    nullable: true,
    lazy: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  nicknameChosung?: string;

  /** The nickname spelled by its letters (jamo), for typo-tolerant search (migration 20261202090000); never loaded. */
  @Property({
    type: 'text',
    generated: '(jamo(nickname)) stored',
    nullable: true,
    lazy: true,
    ignoreSchemaChanges: ['type', 'extra'],
  })
  nicknameJamo?: string;

  @Property({ type: 'string', length: 30, nullable: true })
  @Field(() => String, { nullable: true })
  bio: string | null = null;

  @UploadPath({ nullable: true })
  @Field(() => String, { nullable: true })
  pic: string | null = null;

  /** A mailed temporary password (hashed) and until when it works; the old password works until it is used. */
  @Property({ type: 'string', nullable: true, hidden: true, lazy: true })
  tempPwd: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true, hidden: true })
  tempPwdExpiresAt: Date | null = null;

  /**
   * When the member last confirmed the current password (`POST /api/user/validate-password`): the documented account
   * form then sends the new password without the current one, accepted for a few minutes after (once).
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true, hidden: true })
  passwordCheckedAt: Date | null = null;

  /** Signed in with a temporary password: the client sends the member to choose a new one. */
  @Authorized('SELF')
  @Field(() => Boolean, { nullable: true })
  @Property({ type: 'boolean', default: false })
  mustChangePassword: boolean = false;

  /** The interface language the member chose (the language widget); alerts and mails use it. Null reads as Korean. */
  @Property({ type: 'string', length: 5, nullable: true })
  @Authorized('SELF')
  @Field(() => String, {
    nullable: true,
    description: 'The interface language kept on the account (ko, en, ja, zh-CN, es, de); null: none chosen',
  })
  language: Language | null = null;

  /** Raised by a password change, a reset or a withdrawal: tokens issued under an older version stop working. */
  @Property({ type: 'integer', default: 0 })
  tokenVersion: number = 0;

  @Enum({ items: () => Role, default: Role.USER })
  @Field(() => Role)
  role: Role = Role.USER;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  withdrawnAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Field(() => Boolean)
  get withdrawn(): boolean {
    return this.withdrawnAt !== null;
  }

  @Authorized('SELF')
  @Field(() => AccountType, { nullable: true })
  get accountType(): AccountType {
    if (this.idN) return AccountType.NAVER;
    if (this.idK) return this.id ? AccountType.INTEGRATED : AccountType.KAKAO;
    return AccountType.OWN;
  }
}
