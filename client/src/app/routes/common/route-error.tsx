import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MSG } from '../../../lib/messages';
import { NotFoundRoute } from './not-found-route';
import styles from './common.module.css';
import { paths } from '../../../lib/paths';

/** Last line of defence: a render error shows a Korean message instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error(error);
  return (
    <div className={`page ${styles.center}`} role="alert">
      <h1 className="page-title">{MSG.common.unexpected}</h1>
      <a href={paths.home()} className="btn btn-outline">
        {MSG.common.goHome}
      </a>
    </div>
  );
}
