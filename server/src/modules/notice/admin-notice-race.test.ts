import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

/**
 * Two admins edit one notice while one of them deletes it. Every change locks the notice first
 * (admin-notice.service.ts): the edits are audited one after the other, the delete holds what the notice said last,
 * and an edit that comes after the delete finds nothing (404) and records nothing.
 */
let t: TestApp;
let admins: string[];
beforeAll(async () => {
  t = await startTestApp();
  admins = [(await t.member({ role: Role.ADMIN })).token, (await t.member({ role: Role.ADMIN })).token];
});
afterAll(() => t?.close());

const CREATE = `mutation ($input: NoticeInput!) { createNotice(input: $input) { no } }`;
const UPDATE = `mutation ($no: Int!, $input: NoticeInput!) { updateNotice(no: $no, input: $input) { no } }`;
const DELETE = `mutation ($no: Int!) { deleteNotice(no: $no) }`;
const TRAIL = `query ($no: Int!) {
  auditTrail(subject: NOTICE, subjectNo: $no, size: 100) { content { no action before after } }
}`;
type Title = { title?: string } | null;
type Trail = { auditTrail: { content: { no: number; action: string; before: Title; after: Title }[] } };

const notice = (title: string) => ({ title, category: 'PAYMENT', contents: '결제 안내' });

describe('two admins changing one notice at once', () => {
  it('audits every edit from the text the previous change left, and the delete last', async () => {
    const created = await t.gql<{ createNotice: { no: number } }>(CREATE, { input: notice('안내 0') }, admins[0]);
    const no = created.data!.createNotice.no;

    const edits = Array.from({ length: 7 }, (_, i) =>
      t.gql(UPDATE, { no, input: notice(`안내 ${i + 1}`) }, admins[i % 2]),
    );
    const answers = await Promise.all([...edits.slice(0, 4), t.gql(DELETE, { no }, admins[1]), ...edits.slice(4)]);
    const refused = answers.filter((a) => a.errors);
    expect(refused.map((a) => a.errors![0]!.extensions?.code)).toEqual(refused.map(() => 'NOT_FOUND'));

    const trail = await t.gql<Trail>(TRAIL, { no }, admins[0]);
    const entries = [...trail.data!.auditTrail.content].sort((p, q) => p.no - q.no);
    expect(entries.map((e) => e.action)).toEqual([
      'create',
      ...Array.from({ length: 7 - refused.length }, () => 'update'),
      'delete',
    ]);
    let title = '안내 0';
    for (const entry of entries.slice(1)) {
      expect(entry.before?.title, `entry ${entry.no} starts where the previous one ended`).toBe(title);
      title = entry.after?.title ?? title;
    }
    const gone = await t.gql<{ notice: null }>('query ($no: Int!) { notice(no: $no) { no } }', { no });
    expect(gone.data).toEqual({ notice: null });
  });
});
