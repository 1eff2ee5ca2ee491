import { SERVER_MSG } from '@scene-shop/domain';

type Mail<A extends string[]> = { subject: string; text: (...args: A) => string; html: (...args: A) => string };

/** A mail of the catalogue with its arguments filled in, ready for the mailer. */
const mailOf =
  <A extends string[]>(mail: Mail<A>) =>
  (...args: A) => ({ subject: mail.subject, text: mail.text(...args), html: mail.html(...args) });

/**
 * The server's texts in Korean, read as `MSG.<area>.<text>`: the domain package's catalogue (SERVER_MSG, whose paths
 * are the messages' keys), with each mail as one function of its arguments. Korean texts quoted by the spec are used
 * to the letter; tests look them up here instead of repeating them. Code that fails or stores a text writes its key
 * with `msg('area.text', ...args)` instead.
 */
export const MSG = {
  ...SERVER_MSG,
  mail: {
    ...SERVER_MSG.mail,
    verification: mailOf(SERVER_MSG.mail.verification),
    passwordReset: mailOf(SERVER_MSG.mail.passwordReset),
  },
} as const;
