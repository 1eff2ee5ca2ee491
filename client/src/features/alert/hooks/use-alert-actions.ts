import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AlertItem_AlertFragment } from '../../../gql/graphql';
import { refreshAlertLists } from '../alert-cache';
import { DeleteAlertMutation, HasUnreadAlertsQuery, MarkAlertReadMutation } from '../operations';

/**
 * What a member does with an alert. Opening marks it read (the dot is asked again) and goes to its path; deleting
 * removes it, then the lists and the dot refresh. `onLeave` runs before the navigation, to close the popup.
 */
export function useAlertActions(onLeave: () => void) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [markRead] = useMutation(MarkAlertReadMutation, { refetchQueries: [HasUnreadAlertsQuery] });
  const [deleteAlert] = useMutation(DeleteAlertMutation, { refetchQueries: [HasUnreadAlertsQuery] });
  const [deleteFailed, setDeleteFailed] = useState(false);

  const open = (alert: AlertItem_AlertFragment) => {
    if (!alert.isRead) {
      // Spec: a failure here is only logged; the member still goes where the alert leads.
      markRead({ variables: { no: alert.no } }).catch((e) => console.warn('marking an alert read failed', e));
    }
    if (alert.path?.startsWith('/')) {
      onLeave();
      void navigate(alert.path);
    }
  };

  const remove = async (no: number): Promise<boolean> => {
    setDeleteFailed(false);
    try {
      await deleteAlert({
        variables: { no },
        update: (cache) => void cache.evict({ id: cache.identify({ __typename: 'Alert', no }) }),
      });
      refreshAlertLists(client);
      return true;
    } catch {
      setDeleteFailed(true);
      return false;
    }
  };

  return { open, remove, deleteFailed };
}
