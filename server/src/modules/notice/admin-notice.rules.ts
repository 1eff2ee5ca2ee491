import { msg } from '@scene-shop/domain';
import { NoticeCategory } from '../../common/enums.js';
import { badInput } from '../../common/errors.js';

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENTS_MAX = 10_000;

/** What the add and edit forms send; any of it may be missing, and the rule below says what then. */
export interface NoticeDraft {
  title?: string | null;
  category?: NoticeCategory | null;
  contents?: string | null;
}

export interface NoticeFields {
  title: string;
  category: NoticeCategory;
  contents: string;
}

/** §5: title, category and contents are all required ('Please fill in all fields.'); blanks count as missing. */
export function checkNotice(draft: NoticeDraft): NoticeFields {
  const title = draft.title?.trim() ?? '';
  const contents = draft.contents?.trim() ?? '';
  const category = draft.category;
  if (!title || !contents || !category || !Object.values(NoticeCategory).includes(category))
    throw badInput(msg('adminNotice.fieldsRequired'));
  if (title.length > NOTICE_TITLE_MAX) throw badInput(msg('common.badInput'), 'title');
  if (contents.length > NOTICE_CONTENTS_MAX) throw badInput(msg('common.badInput'), 'contents');
  return { title, category, contents };
}
