import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { CLAIM_REASON, CLAIM_STATE, CLAIM_TYPE, type RefundAccountValue } from '@scene-shop/domain';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UploadPath } from '../../common/upload-path.js';
import type { ProductOption } from '../catalog/product-option.entity.js';
import type { OrderProduct } from '../order/order-product.entity.js';
import type { Order } from '../order/order.entity.js';
import type { User } from '../user/user.entity.js';

/** The domain's values, stored and answered as they are (their Korean names are the catalogue's `claim.*`). */
export const ClaimType = CLAIM_TYPE;
export type ClaimType = (typeof ClaimType)[keyof typeof ClaimType];
export const ClaimState = CLAIM_STATE;
export type ClaimState = (typeof ClaimState)[keyof typeof ClaimState];
export const ClaimReason = CLAIM_REASON;
export type ClaimReason = (typeof ClaimReason)[keyof typeof ClaimReason];

registerEnumType(ClaimType, { name: 'ClaimType', description: 'RETURN (반품) or EXCHANGE (교환)' });
registerEnumType(ClaimState, {
  name: 'ClaimState',
  description:
    'A return or exchange request: REQUESTED (요청) → APPROVED (승인) or REJECTED (거절, with a reason) → RECEIVED ' +
    '(수거완료: the stock is back) → REFUNDED (환불완료, a return) or EXCHANGE_SENT (교환발송, an exchange). The ' +
    "order's own state (주문접수, 배송중, 배송완료, 주문취소) never changes for a claim.",
});
registerEnumType(ClaimReason, { name: 'ClaimReason', description: "Why the member sends it back (the form's list)" });

/**
 * A member's return or exchange of one delivered order line: its own record beside the order, with its own states
 * and history. At most one claim of a line is open (not rejected) at a time.
 */
@Entity()
@ObjectType({ description: 'A return (반품) or exchange (교환) of one order line; the order keeps its own state' })
@Index({ name: 'claim_user_idx', properties: ['user', 'no'] })
@Index({ name: 'claim_state_idx', properties: ['state', 'no'] })
@Index({
  name: 'claim_open_line_idx',
  expression: `create unique index "claim_open_line_idx" on "claim" ("order_product_no") where "state" <> 'REJECTED'`,
})
export class Claim {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?:
    | 'text'
    | 'option'
    | 'optionLabel'
    | 'photo1'
    | 'photo2'
    | 'photo3'
    | 'state'
    | 'rejectReason'
    | 'refundAmount'
    | 'refundAccount'
    | 'refundAccountLabel'
    | 'date'
    | 'updatedAt'
    | 'photos';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: 'Order', ref: true, deleteRule: 'cascade', index: true })
  order!: Ref<Order>;

  @ManyToOne({ entity: 'OrderProduct', ref: true, deleteRule: 'cascade', index: false })
  orderProduct!: Ref<OrderProduct>;

  @ManyToOne({ entity: 'User', ref: true, index: false })
  user!: Ref<User>;

  @Enum({ items: () => ClaimType })
  @Field(() => ClaimType)
  type!: ClaimType;

  @Enum({ items: () => ClaimReason })
  @Field(() => ClaimReason)
  reason!: ClaimReason;

  @Property({ type: 'string', length: 500, default: '' })
  @Field({ description: "The member's own words" })
  text: string = '';

  /** An exchange's wanted option (null for a return). */
  @ManyToOne({ entity: 'ProductOption', ref: true, nullable: true, deleteRule: 'set null', index: false })
  option: Ref<ProductOption> | null = null;

  /** The wanted option's name as it was when asked ('L'), kept if the option is renamed or retired. */
  @Property({ type: 'string', length: 50, nullable: true })
  @Field(() => String, { nullable: true, description: "An exchange's wanted option, as named when asked" })
  optionLabel: string | null = null;

  @UploadPath({ nullable: true })
  photo1: string | null = null;

  @UploadPath({ nullable: true })
  photo2: string | null = null;

  @UploadPath({ nullable: true })
  photo3: string | null = null;

  @Enum({ items: () => ClaimState, default: ClaimState.REQUESTED })
  @Field(() => ClaimState)
  state: ClaimState = ClaimState.REQUESTED;

  @Property({ type: 'string', length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: "The admin's reason for a rejection" })
  rejectReason: string | null = null;

  /**
   * A return's refund in won, set when the parcel is received: the line's price minus its share of the order's
   * coupon discount (claim-refund.ts).
   */
  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: "A return's refund in won, known once the parcel is received" })
  refundAmount: number | null = null;

  /**
   * A return of a line paid into a virtual account: the account its refund goes to (Toss' refundReceiveAccount), kept
   * whole only until the refund is done; never answered.
   */
  @Property({ type: 'json', nullable: true })
  refundAccount: RefundAccountValue | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  @Field(() => String, {
    name: 'refundAccount',
    nullable: true,
    description: "The return's refund account, masked ('국민 ****5678'): only for a virtual account paid into",
  })
  refundAccountLabel: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When the member asked' })
  date: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When its state last changed' })
  updatedAt: Date = new Date();

  @OneToMany(() => ClaimEvent, (e) => e.claim, { orderBy: { no: 'asc' } })
  history = new Collection<ClaimEvent>(this);

  /** Up to three photos the member attached, as public URLs. */
  @Field(() => [String])
  get photos(): string[] {
    return [this.photo1, this.photo2, this.photo3].filter((p): p is string => p !== null);
  }
}

/** One step of a claim's history: what it became, when, by whom (the member or an admin), and a note. */
@Entity()
@ObjectType({ description: "One step of a claim's history" })
@Index({ name: 'claim_event_claim_idx', properties: ['claim', 'no'] })
export class ClaimEvent {
  [PrimaryKeyProp]?: 'no';
  [OptionalProps]?: 'actor' | 'byAdmin' | 'note' | 'date';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  @Field(() => Int)
  no!: number;

  @ManyToOne({ entity: () => Claim, ref: true, deleteRule: 'cascade', index: false })
  claim!: Ref<Claim>;

  @Enum({ items: () => ClaimState })
  @Field(() => ClaimState)
  state!: ClaimState;

  /** Kept when the account goes: the history must not lose its step. */
  @ManyToOne({ entity: 'User', ref: true, nullable: true, deleteRule: 'set null', index: false })
  actor: Ref<User> | null = null;

  @Property({ type: 'boolean', default: false })
  @Field({ description: 'Done by an admin (else by the member)' })
  byAdmin: boolean = false;

  @Property({ type: 'string', length: 200, nullable: true })
  @Field(() => String, { nullable: true, description: "A rejection's reason" })
  note: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  @Field(() => Date)
  date: Date = new Date();
}
