import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { DeletePostMutation, PurgePostMutation, RestorePostMutation } from '../operations';
import { dropPostLists } from '../post-cache';

const T = MSG.myPosts;

/** The actions that ask first: moving a post to the trash, and deleting one from the trash for good. */
export type ConfirmedAction = 'delete' | 'purge';

/**
 * The own-post list's actions: delete (to the trash) and purge wait for a confirmation, restore runs at once. Each
 * refreshes the post lists and leaves a notice saying what happened (the post leaves the list shown, so the list
 * alone would not say it); a failure is kept for a message dialog.
 */
export function usePostActions() {
  const [remove] = useMutation(DeletePostMutation);
  const [restore] = useMutation(RestorePostMutation);
  const [purge] = useMutation(PurgePostMutation);
  const [asking, setAsking] = useState<{ action: ConfirmedAction; no: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (work: Promise<unknown>, failed: string, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work;
      setNotice(done);
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
    notice,
    ask: (action: ConfirmedAction, no: number) => setAsking({ action, no }),
    cancel: () => setAsking(null),
    confirm: () => {
      if (!asking) return;
      if (asking.action === 'delete') void run(remove(options(asking.no)), T.deleteFailed, T.deleted);
      else void run(purge(options(asking.no)), T.purgeFailed, T.purged);
    },
    restore: (no: number) => void run(restore(options(no)), T.restoreFailed, T.restored),
    dismissFailure: () => setFailure(null),
  };
}
