import { InMemoryCache } from '@apollo/client';

/** Every entity of the schema is identified by its `no`; list pages are cached per page and size. */
const byNo = { keyFields: ['no'] };

/** All cache rules live here. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Show: byNo,
      Character: byNo,
      Style: byNo,
      Item: byNo,
      Product: byNo,
      User: byNo,
      Alert: byNo,
      Query: {
        fields: {
          shows: { keyArgs: ['page', 'size'] },
          myAlerts: { keyArgs: ['category', 'page', 'size'] },
        },
      },
    },
  });
}
