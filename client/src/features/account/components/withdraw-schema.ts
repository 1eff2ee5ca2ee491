import { z } from 'zod';

/** The email is compared with the account's by the withdrawal check (server side), so any text may be sent. */
export const withdrawSchema = z.object({ email: z.string() });
