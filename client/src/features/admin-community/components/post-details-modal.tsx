import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';
import type { ModerationCard_PostFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './moderation.module.css';

interface Props {
  post: ModerationCard_PostFragment;
  /** What the route adds under the content, e.g. the post's change history. */
  footer?: ReactNode;
  onClose(): void;
}

/** 'see details': the whole content of a post whose card shows only its first 15 characters. */
export function PostDetailsModal({ post, footer, onClose }: Props) {
  const T = MSG.adminCommunity;
  return (
    <Modal
      title={T.detailsTitle(post.userNickname)}
      onClose={onClose}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {T.close}
        </button>
      }
    >
      <p className={styles.fullContent}>{post.content}</p>
      {footer}
    </Modal>
  );
}
