import {
  adminProductListArgs,
  productEditInput,
  productInput,
  productNamesArgs,
  rowNo,
  type AdminProductListArgsValue,
  type ProductEditInputValue,
  type ProductInputValue,
} from '@scene-shop/domain';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import { AdminProductListArgs, ProductInput, ProductSalesMonth } from './admin-product.inputs.js';
import * as admin from './admin-product.service.js';
import { Product } from './product.entity.js';

const ProductPage = PageOf(Product);
/** The image arrives as graphql-upload's promise of the file; the storage refuses what is not an image. */
const upload = z.custom<Promise<FileUpload>>((value) => value instanceof Promise).nullish();

/** The admin console's product management (admin-console §2, §5). */
@Resolver(() => Product)
export class AdminProductResolver {
  @Authorized('ADMIN')
  @Query(() => ProductPage, {
    description: 'Admin: every product, on sale or not, by name, registration day, category',
  })
  adminProducts(
    @ParsedArgs(() => AdminProductListArgs, adminProductListArgs) args: AdminProductListArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Product>> {
    return admin.adminProducts(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => Product, { description: 'Admin: one product, on sale or not' })
  adminProduct(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Product> {
    return admin.adminProduct(ctx, { no });
  }

  @Authorized('ADMIN')
  @Query(() => [String], { description: 'Admin: up to 10 product names containing the term; blank reads nothing' })
  adminProductNames(
    @ParsedArg('term', () => String, productNamesArgs.shape.term) term: string,
    @Ctx() ctx: Context,
  ): Promise<string[]> {
    return admin.productNames(ctx, { term });
  }

  @Authorized('ADMIN')
  @Query(() => [ProductSalesMonth], { description: "Admin: a product's sales per month, oldest first" })
  adminProductSales(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @Ctx() ctx: Context,
  ): Promise<ProductSalesMonth[]> {
    return admin.productSales(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: 'Admin: a new product; the image (jpeg, png or gif) is optional' })
  async createProduct(
    @ParsedArg('input', () => ProductInput, productInput) input: ProductInputValue,
    @ParsedArg('image', () => GraphQLUpload, upload, { nullable: true }) image: Promise<FileUpload> | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    return admin.createProduct(ctx, { ...input, image: await openUpload(image) });
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: 'Admin: edits a product; a new image replaces the old one' })
  async updateProduct(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @ParsedArg('input', () => ProductInput, productEditInput) input: ProductEditInputValue,
    @ParsedArg('image', () => GraphQLUpload, upload, { nullable: true }) image: Promise<FileUpload> | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    return admin.updateProduct(ctx, { no, ...input, image: await openUpload(image) });
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: "Admin: 'mark sold out' sets the stock to 0" })
  markProductSoldOut(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Product> {
    return admin.markSoldOut(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: "Admin: 'end sale' takes the product off the shop" })
  endProductSale(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Product> {
    return admin.endSale(ctx, { no });
  }
}
