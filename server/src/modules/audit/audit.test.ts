import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { AuditSubject } from './audit-entry.entity.js';
import { changedFields, recordAudit } from './audit-record.js';

let t: TestApp;
let adminToken: string;
let memberToken: string;

interface Trail {
  auditTrail: {
    totalPages: number;
    totalElements: number;
    number: number;
    content: {
      actorId: string;
      subject: string;
      subjectNo: number | null;
      action: string;
      before: unknown;
      after: unknown;
    }[];
  };
}

const TRAIL = `query ($subject: AuditSubject!, $subjectNo: Int, $page: Int!, $size: Int!) {
  auditTrail(subject: $subject, subjectNo: $subjectNo, page: $page, size: $size) {
    totalPages totalElements number content { actorId subject subjectNo action before after }
  }
}`;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.member({ id: 'auditboss', role: Role.ADMIN });
  adminToken = admin.token;
  memberToken = (await t.member()).token;
  const viewer = { no: admin.user.no, role: Role.ADMIN };
  const em = t.app.orm.em.fork();
  await em.transactional(async (tx) => {
    // Notice 7: created, then edited six times; notice 8 and a product: one change each.
    await recordAudit(tx, viewer, {
      subject: AuditSubject.NOTICE,
      subjectNo: 7,
      action: 'create',
      after: { title: 'v0' },
    });
    for (let i = 1; i <= 6; i++) {
      const change = changedFields({ title: `v${i - 1}`, category: '배송' }, { title: `v${i}`, category: '배송' }, [
        'title',
        'category',
      ]);
      await recordAudit(tx, viewer, { subject: AuditSubject.NOTICE, subjectNo: 7, action: 'update', ...change });
    }
    await recordAudit(tx, viewer, {
      subject: AuditSubject.NOTICE,
      subjectNo: 8,
      action: 'delete',
      before: { title: 'x' },
    });
    await recordAudit(tx, viewer, { subject: AuditSubject.PRODUCT, subjectNo: 7, action: 'soldOut' });
  });
});
afterAll(() => t.close());

describe('auditTrail', () => {
  it('is for admins only: a member is forbidden, a visitor unauthenticated', async () => {
    const variables = { subject: 'NOTICE', subjectNo: 7, page: 0, size: 5 };
    const member = await t.gql(TRAIL, variables, memberToken);
    expect(member.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(member.data).toBeNull();
    const visitor = await t.gql(TRAIL, variables);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(visitor.data).toBeNull();
  });

  it('gives one row’s changes newest first, paged, with who and the changed fields only', async () => {
    const first = await t.gql<Trail>(TRAIL, { subject: 'NOTICE', subjectNo: 7, page: 0, size: 5 }, adminToken);
    expect(first.errors).toBeUndefined();
    expect(first.data!.auditTrail).toMatchObject({ totalPages: 2, totalElements: 7, number: 0 });
    const newest = first.data!.auditTrail.content[0]!;
    expect(newest).toEqual({
      actorId: 'auditboss',
      subject: 'NOTICE',
      subjectNo: 7,
      action: 'update',
      before: { title: 'v5' },
      after: { title: 'v6' },
    });
    const second = await t.gql<Trail>(TRAIL, { subject: 'NOTICE', subjectNo: 7, page: 1, size: 5 }, adminToken);
    expect(second.data!.auditTrail.content.map((e) => [e.action, e.after])).toEqual([
      ['update', { title: 'v1' }],
      ['create', { title: 'v0' }],
    ]);
  });

  it('keeps subjects apart, and gives all rows of a kind without a number', async () => {
    const product = await t.gql<Trail>(TRAIL, { subject: 'PRODUCT', subjectNo: 7, page: 0, size: 10 }, adminToken);
    expect(product.data!.auditTrail.content.map((e) => e.action)).toEqual(['soldOut']);
    const other = await t.gql<Trail>(TRAIL, { subject: 'NOTICE', subjectNo: 8, page: 0, size: 10 }, adminToken);
    expect(other.data!.auditTrail.content).toEqual([
      { actorId: 'auditboss', subject: 'NOTICE', subjectNo: 8, action: 'delete', before: { title: 'x' }, after: null },
    ]);
    const allNotices = await t.gql<Trail>(TRAIL, { subject: 'NOTICE', page: 0, size: 10 }, adminToken);
    expect(allNotices.data!.auditTrail.totalElements).toBe(8);
    expect(allNotices.data!.auditTrail.content.every((e) => e.subject === 'NOTICE')).toBe(true);
    const none = await t.gql<Trail>(TRAIL, { subject: 'POPUP', page: 0, size: 10 }, adminToken);
    expect(none.data!.auditTrail).toMatchObject({ totalPages: 0, totalElements: 0, content: [] });
  });

  it('reads a page in a fixed number of statements', async () => {
    const res = await t.gql(TRAIL, { subject: 'NOTICE', page: 0, size: 10 }, adminToken);
    // The admin's session, the rows and the count.
    expect(res.statements).toBeLessThanOrEqual(3);
  });
});
