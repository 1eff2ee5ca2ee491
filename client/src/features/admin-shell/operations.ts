import { graphql } from '../../gql';

/** The server's word on who the token belongs to; the admin console opens only for role ADMIN. */
export const AdminGuardQuery = graphql(`
  query AdminGuard {
    me {
      no
      role
    }
  }
`);
