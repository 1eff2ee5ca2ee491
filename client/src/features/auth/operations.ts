import { graphql } from '../../gql';

export const LoginMutation = graphql(`
  mutation Login($id: String!, $pwd: String!) {
    login(id: $id, pwd: $pwd) {
      token
      mustChangePassword
      user {
        no
        nickname
        role
      }
    }
  }
`);

/** Confirms the stored token with the server; an expired or unknown token answers null. */
export const LoginGuardQuery = graphql(`
  query LoginGuard {
    me {
      no
      mustChangePassword
    }
  }
`);
