import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MSG } from '../../../lib/messages';
import { AdminDismissReportsMutation } from '../operations';

/** The dismiss flow: ask (the post stays), dismiss its reports, or say it failed. */
export function useDismissReports() {
  const [asking, setAsking] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dismiss, { loading }] = useMutation(AdminDismissReportsMutation);

  const confirm = async () => {
    if (asking === null) return;
    try {
      await dismiss({ variables: { no: asking } });
    } catch {
      setFailure(MSG.adminCommunity.dismissFailed);
    }
    setAsking(null);
  };

  return {
    asking,
    busy: loading,
    failure,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm,
    dismissFailure: () => setFailure(null),
  };
}
