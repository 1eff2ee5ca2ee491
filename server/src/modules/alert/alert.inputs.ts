import { Field, InputType, Int } from 'type-graphql';
import { AlertCategory } from '../../common/enums.js';

/** The admin's alert to one member (schema only: `sendAlertInput` of the domain package checks it). */
@InputType()
export class SendAlertInput {
  @Field(() => Int)
  userNo!: number;

  @Field(() => AlertCategory)
  category!: AlertCategory;

  @Field()
  content!: string;

  @Field(() => String, { nullable: true, description: 'Site path starting with /' })
  path?: string | null;
}

/** The admin's advertisement notification: a text and the site page it leads to (`advertisementInput` checks it). */
@InputType()
export class SendAdvertisementInput {
  @Field()
  content!: string;

  @Field(() => String, { nullable: true, description: 'Site path starting with /' })
  path?: string | null;
}
