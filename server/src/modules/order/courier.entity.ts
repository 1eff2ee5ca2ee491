import { Entity, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * A parcel company the shop ships with, as data (seeded by the delivery migration): its tracking page is
 * `trackingUrl` with `{trackingNo}` replaced, and its waybill numbers are `minLength`–`maxLength` letters or digits.
 */
@Entity()
@ObjectType({ description: 'A parcel company: its name, tracking page and waybill number length' })
export class Courier {
  [PrimaryKeyProp]?: 'code';
  [OptionalProps]?: 'sort';

  @PrimaryKey({ type: 'string', length: 20 })
  @Field(() => String, { description: "Stable code ('cj', 'lotte', …)" })
  code!: string;

  @Property({ type: 'string', length: 30, unique: true })
  @Field(() => String, { description: 'The name a courier export and the member see (CJ대한통운, …)' })
  name!: string;

  /** The tracking page, with `{trackingNo}` where the number goes. */
  @Property({ type: 'string', length: 300 })
  trackingUrl!: string;

  @Property({ type: 'smallint' })
  @Field(() => Int)
  minLength!: number;

  @Property({ type: 'smallint' })
  @Field(() => Int)
  maxLength!: number;

  @Property({ type: 'smallint', default: 0 })
  sort: number = 0;
}

/** The courier's tracking page for one parcel. */
export const trackingUrlOf = (courier: Courier, trackingNo: string): string =>
  courier.trackingUrl.replace('{trackingNo}', encodeURIComponent(trackingNo));
