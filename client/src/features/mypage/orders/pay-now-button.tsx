import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { MSG } from '../../../lib/messages';

const MyPaymentCheckoutQuery = graphql(`
  query MyPaymentCheckout($orderNo: Int!) {
    paymentCheckout(orderNo: $orderNo) {
      orderNo
      windowUrl
    }
  }
`);

/** An order still awaiting its payment (the window was left): back to the payment window while the stock is held. */
export function PayNowButton({ orderNo }: { orderNo: number }) {
  const client = useApolloClient();
  const [going, setGoing] = useState(false);
  const go = async () => {
    setGoing(true);
    const { data } = await client.query({
      query: MyPaymentCheckoutQuery,
      variables: { orderNo },
      fetchPolicy: 'network-only',
    });
    const url = data?.paymentCheckout?.windowUrl;
    if (url) window.location.assign(url);
    else setGoing(false);
  };
  return (
    <button type="button" className="btn btn-accent" disabled={going} onClick={() => void go()}>
      {going ? MSG.payment.redirecting : MSG.payment.payNow}
    </button>
  );
}
