import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { DeletePostMutation, PurgePostMutation, RestorePostMutation } from '../operations';
import { dropPostLists } from '../post-cache';

/** The actions that ask first: moving a post to the trash, and deleting one from the trash for good. */
export type ConfirmedAction = 'delete' | 'purge';

/**
 * The own-post list's actions: delete (to the trash) and purge wait for a confirmation, restore runs at once. Each
 * refreshes the post lists; a failure is kept for a message dialog.
 */
export function usePostActions() {
  const [remove] = useMutation(DeletePostMutation);
  const [restore] = useMutation(RestorePostMutation);
  const [purge] = useMutation(PurgePostMutation);
  const [asking, setAsking] = useState<{ action: ConfirmedAction; no: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (work: Promise<unknown>, failed: string) => {
    setBusy(true);
    try {
      await work;
    } catch (e) {
      setFailure(graphqlErrorMessage(e, failed));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const options = (no: number) => ({ variables: { no }, update: dropPostLists });

  return {
    asking,
    busy,
    failure,
    ask: (action: ConfirmedAction, no: number) => setAsking({ action, no }),
    cancel: () => setAsking(null),
    confirm: () => {
      if (!asking) return;
      if (asking.action === 'delete') void run(remove(options(asking.no)), MSG.myPosts.deleteFailed);
      else void run(purge(options(asking.no)), MSG.myPosts.purgeFailed);
    },
    restore: (no: number) => void run(restore(options(no)), MSG.myPosts.restoreFailed),
    dismissFailure: () => setFailure(null),
  };
}
