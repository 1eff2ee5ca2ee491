import { graphql } from '../../gql';

export const IdExistsQuery = graphql(`
  query IdExists($id: String!) {
    idExists(id: $id)
  }
`);

export const EmailCheckQuery = graphql(`
  query EmailCheck($email: String!, $verification: String) {
    emailCheck(email: $email, verification: $verification) {
      exists
      hasOwnId
      hasKakao
      hasNaver
      name
      tel
      zipcode
      address
    }
  }
`);

export const SendVerificationCodeMutation = graphql(`
  mutation SendVerificationCode($email: String!) {
    sendVerificationCode(email: $email)
  }
`);

export const VerifyEmailCodeMutation = graphql(`
  mutation VerifyEmailCode($email: String!, $code: String!) {
    verifyEmailCode(email: $email, code: $code) {
      status
      message
      verification
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      no
    }
  }
`);

export const IntegrateOwnIdMutation = graphql(`
  mutation IntegrateOwnId($input: RegisterInput!) {
    integrateOwnId(input: $input) {
      no
    }
  }
`);

export const PasswordResetMutation = graphql(`
  mutation PasswordReset($id: String!, $email: String!) {
    requestPasswordReset(id: $id, email: $email)
  }
`);
