import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import { AdminProductListArgs, ProductInput, ProductSalesMonth } from './admin-product.inputs.js';
import * as admin from './admin-product.service.js';
import { Product } from './product.entity.js';

const ProductPage = PageOf(Product);

/** The admin console's product management (admin-console §2, §5). */
@Resolver(() => Product)
export class AdminProductResolver {
  @Authorized('ADMIN')
  @Query(() => ProductPage, {
    description: 'Admin: every product, on sale or not, by name, registration day, category',
  })
  adminProducts(@Args() args: AdminProductListArgs, @Ctx() ctx: Context): Promise<Page<Product>> {
    return admin.adminProducts(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Query(() => Product, { description: 'Admin: one product, on sale or not' })
  adminProduct(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Product> {
    return admin.adminProduct(ctx.em, no);
  }

  @Authorized('ADMIN')
  @Query(() => [String], { description: 'Admin: up to 10 product names containing the term; blank reads nothing' })
  adminProductNames(@Arg('term') term: string, @Ctx() ctx: Context): Promise<string[]> {
    return admin.productNames(ctx.em, term);
  }

  @Authorized('ADMIN')
  @Query(() => [ProductSalesMonth], { description: "Admin: a product's sales per month, oldest first" })
  adminProductSales(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<ProductSalesMonth[]> {
    return admin.productSales(ctx.em, no);
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: 'Admin: a new product; the image (jpeg, png or gif) is optional' })
  async createProduct(
    @Arg('input') input: ProductInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    return admin.createProduct(ctx, input, await openUpload(image));
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: 'Admin: edits a product; a new image replaces the old one' })
  async updateProduct(
    @Arg('no', () => Int) no: number,
    @Arg('input') input: ProductInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    return admin.updateProduct(ctx, no, input, await openUpload(image));
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: "Admin: 'mark sold out' sets the stock to 0" })
  markProductSoldOut(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Product> {
    return admin.markSoldOut(ctx, no);
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: "Admin: 'end sale' takes the product off the shop" })
  endProductSale(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Product> {
    return admin.endSale(ctx, no);
  }
}
