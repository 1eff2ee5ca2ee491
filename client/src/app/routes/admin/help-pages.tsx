import { useParams } from 'react-router';
import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { NoticeEditPage } from '../../../features/admin-notices/components/notice-edit-page';
import { NotFoundRoute } from '../common/not-found-route';

/** The console's help notices: one chunk, loaded when /admin/help is first opened. */
export { NoticeListPage } from '../../../features/admin-notices/components/notice-list-page';
export { NoticeAddPage } from '../../../features/admin-notices/components/notice-add-page';

/** /admin/help/notices/{no}: the edit form with the notice's change history under it. */
export function NoticeEditRoute() {
  const no = Number(useParams().no);
  if (!Number.isInteger(no) || no < 1) return <NotFoundRoute />;
  return <NoticeEditPage key={no} no={no} history={<AuditHistory subject="NOTICE" subjectNo={no} />} />;
}
