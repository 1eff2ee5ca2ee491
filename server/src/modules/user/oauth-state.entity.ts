import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/**
 * One authorize request in flight: the random `state` sent to the provider, the PKCE verifier that goes with it and,
 * for linking, the member who asked. Kept in the database so any server instance can finish the flow; each row is
 * used once and lives for a few minutes.
 */
@Entity({ tableName: 'oauth_state' })
export class OAuthState {
  [OptionalProps]?: 'codeVerifier' | 'linkUserNo' | 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 })
  state!: string;

  @Property({ type: 'string', length: 10 })
  provider!: string;

  @Property({ type: 'string', length: 128, nullable: true })
  codeVerifier: string | null = null;

  /** Set when a signed-in member links the provider to their account instead of signing in. */
  @Property({ type: 'integer', nullable: true })
  linkUserNo: number | null = null;

  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
