import { BIO_MAX, NICKNAME_MAX } from '@scene-shop/domain/rules';
import { z } from 'zod';
import { MSG } from '../../lib/messages';

/** Spec §5: nickname at most 10 characters (and unique, checked with the server), bio at most 30. */
export const profileEditSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, { error: () => MSG.profilePanel.nicknameRequired })
    .max(NICKNAME_MAX, { error: () => MSG.profilePanel.nicknameTooLong }),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, { error: () => MSG.profilePanel.bioTooLong }),
});

export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEditValues = z.output<typeof profileEditSchema>;

/** The picture types the server stores (spec §9). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const isPictureType = (file: File) => (PICTURE_TYPES as readonly string[]).includes(file.type);
