import { graphql } from '../../gql';

export const ProfileEditQuery = graphql(`
  query ProfileEdit {
    me {
      no
      ...ProfileForm_user
    }
  }
`);

export const CheckPasswordQuery = graphql(`
  query CheckPassword($pwd: String!) {
    checkPassword(pwd: $pwd)
  }
`);

export const UpdateAccountMutation = graphql(`
  mutation UpdateAccount($input: AccountInput!) {
    updateMyAccount(input: $input) {
      no
      id
      name
      tel
      zipcode
      address
      mustChangePassword
    }
  }
`);

/** A password change ends every token, this one too: the member is signed in again with the new password. */
export const SignInAgainMutation = graphql(`
  mutation SignInAgain($id: String!, $pwd: String!) {
    login(id: $id, pwd: $pwd) {
      token
      user {
        no
        role
      }
    }
  }
`);

export const WithdrawPageQuery = graphql(`
  query WithdrawPage {
    me {
      no
      email
    }
  }
`);

export const CanWithdrawQuery = graphql(`
  query CanWithdraw {
    canWithdraw
  }
`);

export const WithdrawMutation = graphql(`
  mutation Withdraw($email: String!, $naverAccessToken: String) {
    withdraw(email: $email, naverAccessToken: $naverAccessToken)
  }
`);
