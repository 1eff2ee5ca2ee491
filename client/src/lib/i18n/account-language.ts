/**
 * The language kept on a member's account: the widget saves the choice there, and a sign-in switches the interface
 * to it. Loaded with the support menu and after a sign-in, never with the first page.
 */
import type { ApolloClient } from '@apollo/client';
import { isLanguage } from '@scene-shop/domain/languages';
import { graphql } from '../../gql';
import { chooseLanguage } from './choose-language';
import { currentLanguage } from './language';

export const AccountLanguageQuery = graphql(`
  query AccountLanguage {
    me {
      no
      language
    }
  }
`);

export const SetLanguageMutation = graphql(`
  mutation SetLanguage($language: String!) {
    setLanguage(language: $language) {
      no
      language
    }
  }
`);

/** After a sign-in: the interface switches to the language kept on the account, when one is and it differs. */
export async function followAccountLanguage(client: ApolloClient): Promise<void> {
  const { data } = await client.query({ query: AccountLanguageQuery, fetchPolicy: 'network-only' });
  const kept = data?.me?.language;
  if (isLanguage(kept) && kept !== currentLanguage()) await chooseLanguage(kept);
}
