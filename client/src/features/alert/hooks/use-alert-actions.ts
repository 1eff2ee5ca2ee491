import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AlertCategory, AlertItem_AlertFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { refreshAlertLists } from '../alert-cache';
import {
  DeleteAlertMutation,
  HasUnreadAlertsQuery,
  MarkAlertReadMutation,
  MarkAllAlertsReadMutation,
} from '../operations';

/**
 * What a member does with an alert. Opening marks it read (the dot is asked again) and goes to its path; deleting
 * removes it, then the lists and the dot refresh. Marking all read (of the category shown) asks the dot again after
 * the change, never sets it off by itself: an alert that came meanwhile keeps it lit. `onLeave` runs before the
 * navigation, to close the popup.
 */
export function useAlertActions(onLeave: () => void) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [markRead] = useMutation(MarkAlertReadMutation, { refetchQueries: [HasUnreadAlertsQuery] });
  const [deleteAlert] = useMutation(DeleteAlertMutation, { refetchQueries: [HasUnreadAlertsQuery] });
  const [markAll, { loading: markingAll }] = useMutation(MarkAllAlertsReadMutation, {
    refetchQueries: [HasUnreadAlertsQuery],
  });
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);

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

  const readAll = async (category: AlertCategory | null) => {
    setNotice(null);
    try {
      await markAll({ variables: { category } });
      refreshAlertLists(client);
      setNotice({ text: MSG.alert.markedAllRead, failed: false });
    } catch {
      setNotice({ text: MSG.alert.markAllReadFailed, failed: true });
    }
  };

  return { open, remove, deleteFailed, readAll, markingAll, notice };
}
