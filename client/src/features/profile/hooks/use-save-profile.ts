import { useMutation } from '@apollo/client/react';
import { graphqlErrorCode, graphqlErrorField, graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { UpdateMyProfileMutation } from '../operations';
import type { ProfileEditValues } from '../profile-edit-schema';

export type SaveOutcome =
  { kind: 'saved' } | { kind: 'field'; field: 'nickname' | 'bio' | 'picture'; message: string } | { kind: 'failed' };

/** The server's name of each input the form shows a refusal at: the nickname, the bio, the picture (`file`). */
const FIELDS = { nickname: 'nickname', bio: 'bio', file: 'picture' } as const;

/** Where the server's refusal belongs: the nickname (taken, too long), the bio, or the picture (type, size). */
function outcome(error: unknown): SaveOutcome {
  const code = graphqlErrorCode(error);
  const raw = graphqlErrorField(error);
  if ((code !== 'BAD_USER_INPUT' && code !== 'CONFLICT') || !raw || !(raw in FIELDS)) return { kind: 'failed' };
  const field = FIELDS[raw as keyof typeof FIELDS];
  return { kind: 'field', field, message: graphqlErrorMessage(error, MSG.profilePanel.saveFailed) };
}

/** Saves my nickname, bio and (when chosen) a new picture, and shows them wherever my profile is on screen. */
export function useSaveProfile(userNo: number) {
  const [mutate, { loading }] = useMutation(UpdateMyProfileMutation);

  const save = async (values: ProfileEditValues, image: File | null): Promise<SaveOutcome> => {
    try {
      await mutate({
        variables: { input: { nickname: values.nickname, bio: values.bio }, image },
        update: (cache, { data }) => {
          const user = data?.updateMyProfile;
          if (!user) return;
          cache.modify({
            id: cache.identify({ __typename: 'Profile', no: userNo }),
            fields: { nickname: () => user.nickname ?? '', bio: () => user.bio, pic: () => user.pic },
          });
        },
      });
      return { kind: 'saved' };
    } catch (e) {
      return outcome(e);
    }
  };

  return { save, saving: loading };
}
