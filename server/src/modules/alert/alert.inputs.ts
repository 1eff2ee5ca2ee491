import { issue } from '@scene-shop/domain';
import { IsOptional, Length, Matches, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { AlertCategory } from '../../common/enums.js';

@InputType()
export class SendAlertInput {
  @Field(() => Int)
  @Min(1)
  userNo!: number;

  @Field(() => AlertCategory)
  category!: AlertCategory;

  @Field()
  @Length(1, 300, { message: issue('common.badInput') })
  content!: string;

  @Field(() => String, { nullable: true, description: 'Site path starting with /' })
  @IsOptional()
  @Matches(/^\/[^\s]*$/, { message: issue('common.badInput') })
  path?: string | null;
}

/** The admin's advertisement notification: a text and the site page it leads to. */
@InputType()
export class SendAdvertisementInput {
  @Field()
  @Length(1, 300, { message: issue('common.badInput') })
  content!: string;

  @Field(() => String, { nullable: true, description: 'Site path starting with /' })
  @IsOptional()
  @Matches(/^\/[^\s]*$/, { message: issue('common.badInput') })
  path?: string | null;
}
