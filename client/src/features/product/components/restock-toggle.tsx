import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { RestockToggle_OptionFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './size-picker.module.css';

export const RestockToggle_option = graphql(`
  fragment RestockToggle_option on ProductOption {
    no
    label
    stock
  }
`);

/**
 * Which sizes the member waits for: a private read of its own, never part of the page's query, whose answer is
 * public (the server puts a visitor's copy into the HTML of the page a visit starts on, and shares it between
 * visitors).
 */
const RestockRequestsQuery = graphql(`
  query RestockRequests($no: Int!) {
    product(no: $no) {
      no
      options {
        no
        restockRequested
      }
    }
  }
`);

const RequestRestockAlertMutation = graphql(`
  mutation RequestRestockAlert($optionNo: Int!) {
    requestRestockAlert(optionNo: $optionNo) {
      no
      stock
      restockRequested
    }
  }
`);

const CancelRestockAlertMutation = graphql(`
  mutation CancelRestockAlert($optionNo: Int!) {
    cancelRestockAlert(optionNo: $optionNo) {
      no
      stock
      restockRequested
    }
  }
`);

const isUnauthenticated = (e: unknown) =>
  CombinedGraphQLErrors.is(e) && e.errors.some((x) => x.extensions?.code === 'UNAUTHENTICATED');

interface Props {
  option: RestockToggle_OptionFragment;
  /** The member waits for this size. */
  on: boolean;
  isLoggedIn: boolean;
  /** A visitor (or an expired session) is sent to the login page instead. */
  onRequireLogin(): void;
}

/** 알림 받기 on a sold-out size: pressed (알림 신청됨) while the member waits for it; pressing again withdraws. */
export function RestockToggle({ option, on, isLoggedIn, onRequireLogin }: Props) {
  const [request, requesting] = useMutation(RequestRestockAlertMutation);
  const [cancel, cancelling] = useMutation(CancelRestockAlertMutation);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setError(null);
    const variables = { optionNo: option.no };
    try {
      if (on) await cancel({ variables });
      else await request({ variables });
    } catch (e) {
      if (isUnauthenticated(e)) onRequireLogin();
      // The server's own text (the size came back in stock, or is no longer sold), else a generic one.
      else setError(CombinedGraphQLErrors.is(e) && e.errors[0] ? e.errors[0].message : MSG.product.notifyFailed);
    }
  };

  return (
    <div>
      <button
        type="button"
        className={on ? `${styles.notify} ${styles.notifyOn}` : styles.notify}
        aria-pressed={on}
        disabled={requesting.loading || cancelling.loading}
        onClick={() => (isLoggedIn ? void toggle() : onRequireLogin())}
        data-testid="restock-toggle"
      >
        {option.label} · {on ? MSG.product.notifyOn : MSG.product.notifyMe}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type ListProps = Omit<Props, 'option' | 'on'> & { options: readonly RestockToggle_OptionFragment[] };

/**
 * A member's toggles, once the member's own requests are known: until then they claim no state, right or wrong, and
 * hidden stand-ins keep their place so nothing below moves when they come.
 */
function MemberRestockToggles({ productNo, options, ...rest }: ListProps & { productNo: number }) {
  const { data, error } = useQuery(RestockRequestsQuery, { variables: { no: productNo }, fetchPolicy: 'network-only' });
  if (!data && !error) {
    return options.map((o) => (
      <span key={o.no} className={`${styles.notify} ${styles.pending}`} aria-hidden="true">
        {o.label} · {MSG.product.notifyMe}
      </span>
    ));
  }
  const waiting = new Set(data?.product?.options.filter((o) => o.restockRequested).map((o) => o.no));
  return options.map((o) => <RestockToggle key={o.no} option={o} on={waiting.has(o.no)} {...rest} />);
}

/** The sold-out sizes' 알림 받기 buttons, under the size picker; nothing when every size is in stock. */
export function RestockToggles({ productNo, options, ...rest }: ListProps & { productNo: number }) {
  const soldOut = options.filter((o) => o.stock < 1);
  if (soldOut.length === 0) return null;
  return (
    <div className={styles.restocks}>
      {rest.isLoggedIn ? (
        <MemberRestockToggles productNo={productNo} options={soldOut} {...rest} />
      ) : (
        soldOut.map((o) => <RestockToggle key={o.no} option={o} on={false} {...rest} />)
      )}
    </div>
  );
}
