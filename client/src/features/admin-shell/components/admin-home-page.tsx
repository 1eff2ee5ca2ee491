import { MSG } from '../../../lib/messages';

export function AdminHomePage() {
  return (
    <div className="page">
      <h1 className="page-title">{MSG.admin.homeTitle}</h1>
    </div>
  );
}
