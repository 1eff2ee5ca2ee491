import { restockAlertRef } from '@scene-shop/domain';
import { Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { CacheRead } from '../../common/cache-read.js';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { ProductOption } from '../catalog/product-option.entity.js';
import * as restock from './restock-request.service.js';

const optionNoArg = restockAlertRef.shape.optionNo;

@Resolver(() => ProductOption)
export class RestockRequestResolver {
  @CacheRead({ reads: ['restock_request'], scope: 'PRIVATE' })
  @FieldResolver(() => Boolean, {
    description: 'Whether the caller waits for this size to be back in stock (알림 받기; false for visitors)',
  })
  restockRequested(@Root() option: ProductOption, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.restockRequestedByViewer.load(option.no);
  }

  @Authorized()
  @Mutation(() => ProductOption, {
    description: 'Ask for an alert and a mail when this sold-out size is back in stock; repeating it changes nothing',
  })
  requestRestockAlert(
    @ParsedArg('optionNo', () => Int, optionNoArg) optionNo: number,
    @Ctx() ctx: Context,
  ): Promise<ProductOption> {
    return restock.requestRestockAlert(ctx, { optionNo });
  }

  @Authorized()
  @Mutation(() => ProductOption, { description: "Withdraw the caller's restock alert for this size" })
  cancelRestockAlert(
    @ParsedArg('optionNo', () => Int, optionNoArg) optionNo: number,
    @Ctx() ctx: Context,
  ): Promise<ProductOption> {
    return restock.cancelRestockAlert(ctx, { optionNo });
  }
}
