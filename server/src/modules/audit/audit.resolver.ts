import { Arg, Args, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { AuditEntry, AuditSubject } from './audit-entry.entity.js';
import * as audit from './audit.service.js';

const AuditEntryPage = PageOf(AuditEntry);

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Authorized('ADMIN')
  @Query(() => AuditEntryPage, { description: "Admin: the console's changes to one row, or to all rows of a kind" })
  auditTrail(
    @Arg('subject', () => AuditSubject) subject: AuditSubject,
    @Arg('subjectNo', () => Int, { nullable: true }) subjectNo: number | null,
    @Args() page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<AuditEntry>> {
    return audit.auditTrail(ctx.em, subject, subjectNo ?? null, page);
  }
}
