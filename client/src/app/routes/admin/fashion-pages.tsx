import { AuditHistory } from '../../../features/admin-audit/components/audit-history';
import { ShowDetailPage } from '../../../features/admin-fashion/components/show-detail-page';

/** The show management pages: their own chunk, loaded only when the section is opened. */
export { FashionPage } from '../../../features/admin-fashion/components/fashion-page';
export { CharacterEditorPage } from '../../../features/admin-fashion/components/character-editor-page';

/** /admin/fashion/show/{no}: the show's page, with its change history composed in. */
export function FashionShowRoute() {
  return <ShowDetailPage history={(no) => <AuditHistory subject="SHOW" subjectNo={no} />} />;
}
