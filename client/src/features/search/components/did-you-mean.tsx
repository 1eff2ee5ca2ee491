import { Link } from 'react-router';
import type { SearchCategory } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { toCategory } from '../search-params';
import styles from './did-you-mean.module.css';

interface Props {
  suggestion: { category: SearchCategory; name: string };
}

/** After a search that found nothing: '혹시 ‘…’을 찾으셨나요?', a link to the nearest name's results in its category. */
export function DidYouMean({ suggestion }: Props) {
  return (
    <p className={styles.didYouMean}>
      <Link to={paths.search(suggestion.name, toCategory(suggestion.category))}>
        {MSG.search.didYouMean(suggestion.name)}
      </Link>
    </p>
  );
}
