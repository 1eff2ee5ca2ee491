import { z } from 'zod';
import { MSG } from '../../lib/messages';

export const loginSchema = z.object({
  id: z.string().refine((v) => v.trim() !== '', { error: () => MSG.auth.idRequired }),
  pwd: z.string().min(1, { error: () => MSG.auth.pwdRequired }),
});

export type Credentials = z.infer<typeof loginSchema>;
