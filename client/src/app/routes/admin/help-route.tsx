import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { ComingSoonRoute } from '../common/coming-soon-route';

/** /admin/help: the notices come with the next issue; the chat it links to (admin-console §2) is here already. */
export function HelpRoute() {
  return <ComingSoonRoute home={paths.admin()} also={{ to: paths.adminChat(), label: MSG.adminChat.title }} />;
}
