import { auditTrailArgs, pageArgs, type PageArgsValue } from '@scene-shop/domain';
import { Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { AuditEntry, AuditSubject } from './audit-entry.entity.js';
import * as audit from './audit.service.js';

const AuditEntryPage = PageOf(AuditEntry);

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Authorized('ADMIN')
  @Query(() => AuditEntryPage, { description: "Admin: the console's changes to one row, or to all rows of a kind" })
  auditTrail(
    @ParsedArg('subject', () => AuditSubject, auditTrailArgs.shape.subject) subject: AuditSubject,
    @ParsedArg('subjectNo', () => Int, auditTrailArgs.shape.subjectNo, { nullable: true })
    subjectNo: number | null | undefined,
    @ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<AuditEntry>> {
    return audit.auditTrail(ctx, { subject, subjectNo, ...page });
  }
}
