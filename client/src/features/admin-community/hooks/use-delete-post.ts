import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MSG } from '../../../lib/messages';
import { AdminDeletePostMutation } from '../operations';

/** The delete flow: ask (the author will be warned), delete, or say it failed. */
export function useDeletePost() {
  const [asking, setAsking] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(AdminDeletePostMutation);

  const confirm = async () => {
    if (asking === null) return;
    try {
      const { data } = await remove({ variables: { no: asking } });
      if (!data?.adminDeletePost.deleted) setFailure(MSG.adminCommunity.deleteFailed);
    } catch {
      setFailure(MSG.adminCommunity.deleteFailed);
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
