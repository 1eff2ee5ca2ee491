import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { ModerationPage } from '../../../features/admin-community/components/moderation-page';

/** /admin/community: the moderation page, with each post's change history composed into its details. */
export function CommunityRoute() {
  return <ModerationPage history={(postNo) => <AuditHistory subject="POST" subjectNo={postNo} />} />;
}
