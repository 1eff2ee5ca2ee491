import { POST_CONTENT_MAX } from '@scene-shop/domain/posts';
import { z } from 'zod';
import { MSG } from '../../lib/messages';

/** The form's raw values: the product is the select's value ('' for none), the image the chosen file. */
export interface PostFormValues {
  content: string;
  productNo: string;
  image: File | null;
}

/** Characters as people count them (an emoji is one), as the server's 500-character rule counts them. */
export const characters = (text: string): string[] => [...text];

const TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const NAMES = /\.(jpe?g|png|gif)$/i;

/** Spec §5: jpeg, png or gif (a .jpg is a jpeg). A file the browser could not type is judged by its name. */
export const isPostImage = (file: File): boolean =>
  TYPES.includes(file.type) || (file.type === '' && NAMES.test(file.name));

/**
 * Spec §5: at most 500 characters; a new post needs a picture of an accepted type. An edit keeps the post's picture,
 * so it has no image to check.
 */
export function postSchema(mode: 'write' | 'edit'): z.ZodType<PostFormValues, PostFormValues> {
  return z.object({
    content: z.string().refine((v) => characters(v).length <= POST_CONTENT_MAX, MSG.postForm.contentTooLong),
    productNo: z.string(),
    image: z.custom<File | null>().superRefine((file, ctx) => {
      if (mode === 'edit') return;
      if (!file) ctx.addIssue({ code: 'custom', message: MSG.postForm.picRequired });
      else if (!isPostImage(file)) ctx.addIssue({ code: 'custom', message: MSG.postForm.badType });
    }),
  });
}
