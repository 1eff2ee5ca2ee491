import { NavLink } from 'react-router';
import { MSG } from '../../../lib/messages';
import { statisticsPaths } from '../statistics-paths';
import styles from './statistics.module.css';

interface Props {
  /** The period's query, kept from screen to screen. */
  search: string;
}

/** The dashboard and the statistics screens, one tap apart. */
export function StatisticsNav({ search }: Props) {
  const T = MSG.adminStatistics;
  const links = [
    { to: statisticsPaths.dashboard(), text: T.dashboard },
    { to: statisticsPaths.monthlyRevenue(), text: T.monthlyRevenue },
    { to: statisticsPaths.bestseller(), text: T.bestseller },
    { to: statisticsPaths.monthlyBestseller(), text: T.monthlyBestseller },
    { to: statisticsPaths.returnRate(), text: T.returnRate },
    { to: statisticsPaths.shows(), text: T.showSales },
  ];
  return (
    <nav aria-label={T.title}>
      <ul className={styles.nav}>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={{ pathname: l.to, search }} end>
              {l.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
