import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createCache } from '../apollo-cache';
import { AccountLanguageQuery, followAccountLanguage } from './account-language';
import { chooseLanguage } from './choose-language';
import { currentLanguage } from './language';

/** A client whose server keeps `language` (or none) on the signed-in member's account. */
const clientKeeping = (language: string | null) =>
  new ApolloClient({
    cache: createCache(),
    link: new MockLink([
      {
        request: { query: AccountLanguageQuery },
        result: { data: { me: { __typename: 'User', no: 7, language } } },
      },
    ]),
  });

describe('the language kept on the account, at sign-in', () => {
  afterEach(async () => {
    await chooseLanguage('ko');
    localStorage.clear();
  });

  it('switches the interface to it', async () => {
    await followAccountLanguage(clientKeeping('es'));
    expect(currentLanguage()).toBe('es');
  });

  it('leaves the interface as it is when the account keeps none, or the same one', async () => {
    await chooseLanguage('de');
    await followAccountLanguage(clientKeeping(null));
    expect(currentLanguage()).toBe('de');
    await followAccountLanguage(clientKeeping('de'));
    expect(currentLanguage()).toBe('de');
  });
});
