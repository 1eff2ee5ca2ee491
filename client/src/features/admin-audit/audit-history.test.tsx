import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { AuditHistory } from './components/audit-history';
import { AUDIT_PAGE_SIZE, AuditTrailQuery } from './operations';

const entry = (no: number, over: Record<string, unknown> = {}) => ({
  __typename: 'AuditEntry' as const,
  no,
  date: '2026-03-01T06:30:00Z',
  actorId: 'admin',
  action: 'update',
  before: { title: '옛 제목' },
  after: { title: '새 제목' },
  ...over,
});

const trail = (content: object[], { page = 0, totalPages = 1 } = {}) => ({
  request: { query: AuditTrailQuery, variables: { subject: 'NOTICE', subjectNo: 7, page, size: AUDIT_PAGE_SIZE } },
  result: {
    data: { auditTrail: { __typename: 'AuditEntryPage' as const, number: page, totalPages, content } },
  },
});

const show = (mocks: object[]) =>
  renderRoutes({
    path: '/admin/help/notices/7',
    routes: [{ path: '/admin/help/notices/:no', element: <AuditHistory subject="NOTICE" subjectNo={7} /> }],
    mocks: mocks as never,
  });

describe('audit history', () => {
  it('lists each change with its time, admin, action and the fields before → after', async () => {
    show([
      trail([
        entry(3, {
          actorId: 'boss',
          before: { title: '옛 제목', category: '배송' },
          after: { title: '새 제목', category: '결제' },
        }),
        entry(2, { action: 'create', before: null, after: { title: '옛 제목', contents: 'x'.repeat(100) } }),
        entry(1, { action: 'customAction', before: { available: true }, after: { available: false } }),
      ]),
    ]);
    const rows = await screen.findAllByTestId('audit-entry');
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('heading', { name: MSG.adminAudit.title })).toBeTruthy();

    const [changed, created, custom] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(changed).getByText('boss')).toBeTruthy();
    expect(within(changed).getByText(MSG.adminAudit.actions.update)).toBeTruthy();
    expect(within(changed).getByText(/2026/).getAttribute('datetime')).toBe('2026-03-01T06:30:00Z');
    const titleChange = within(changed).getByText(MSG.adminAudit.fields.title).parentElement!;
    expect(titleChange.querySelector('dd')!.textContent).toBe('옛 제목 → 새 제목');
    const categoryChange = within(changed).getByText(MSG.adminAudit.fields.category).parentElement!;
    expect(categoryChange.querySelector('dd')!.textContent).toBe('배송 → 결제');

    expect(within(created).getByText(MSG.adminAudit.actions.create)).toBeTruthy();
    const contents = within(created).getByText(MSG.adminAudit.fields.contents).parentElement!;
    expect(contents.querySelector('dd')!.textContent).toBe(`${MSG.adminAudit.noValue} → ${'x'.repeat(60)}…`);

    // An action or field no label is known for shows as recorded; booleans read as yes / no.
    expect(within(custom).getByText('customAction')).toBeTruthy();
    const available = within(custom).getByText(MSG.adminAudit.fields.available).parentElement!;
    expect(available.querySelector('dd')!.textContent).toBe(`${MSG.adminAudit.yes} → ${MSG.adminAudit.no}`);
    expect(screen.queryByRole('navigation', { name: MSG.adminAudit.pagination })).toBeNull();
  });

  it('pages through a long history, and says so when there is none', async () => {
    const user = userEvent.setup();
    show([
      trail([entry(9), entry(8)], { totalPages: 2 }),
      trail([entry(4, { actorId: 'older' })], { page: 1, totalPages: 2 }),
    ]);
    await screen.findAllByTestId('audit-entry');
    const pager = screen.getByRole('navigation', { name: MSG.adminAudit.pagination });
    await user.click(within(pager).getByRole('button', { name: new RegExp(MSG.common.next) }));
    expect(await screen.findByText('older')).toBeTruthy();
    expect(screen.getAllByTestId('audit-entry')).toHaveLength(1);
  });

  it('says there is no history yet', async () => {
    show([trail([])]);
    expect(await screen.findByText(MSG.adminAudit.empty)).toBeTruthy();
  });
});
