import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { ShippingAddress_UserFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './order-page.module.css';
import { paths } from '../../../lib/paths';

export const ShippingAddress_user = graphql(`
  fragment ShippingAddress_user on User {
    no
    name
    tel
    zipcode
    address
  }
`);

/** The shipping address is the member's profile address (spec); it is changed on the profile page. */
export function ShippingAddress({ user }: { user: ShippingAddress_UserFragment }) {
  const edit = (
    <Link to={paths.profileEdit(user.no)} className="btn btn-outline">
      {MSG.order.editAddress}
    </Link>
  );
  return (
    <section className={styles.card} aria-labelledby="shipping-title">
      <h2 id="shipping-title" className={styles.cardTitle}>
        {MSG.order.shipping}
      </h2>
      {user.zipcode && user.address ? (
        <dl className={styles.facts}>
          <dt>{MSG.order.recipient}</dt>
          <dd>{user.name}</dd>
          <dt>{MSG.order.tel}</dt>
          <dd>{user.tel}</dd>
          <dt>{MSG.order.address}</dt>
          <dd>
            ({user.zipcode}) {user.address}
          </dd>
        </dl>
      ) : (
        <p className={styles.warn} role="alert">
          {MSG.order.noAddress}
        </p>
      )}
      <div className={styles.cardAction}>{edit}</div>
    </section>
  );
}
