import { useState } from 'react';
import { graphql } from '../../../gql';
import type { CommentThread_CommentFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import styles from './comments.module.css';

export const CommentThread_comment = graphql(`
  fragment CommentThread_comment on Comment {
    no
    ...CommentItem_comment
    replies {
      no
      ...CommentItem_comment
    }
  }
`);

interface Props {
  comment: CommentThread_CommentFragment;
  mayDelete(userNo: number): boolean;
  /** Sends a reply to `parentNo` (a reply to a reply joins this thread: the server flattens it). */
  onReply(parentNo: number, content: string): Promise<void>;
  onDelete(no: number): void;
}

/** A top-level comment, its replies under it, and the reply form when one is being written. */
export function CommentThread({ comment, mayDelete, onReply, onDelete }: Props) {
  const [answering, setAnswering] = useState<{ no: number; nickname: string } | null>(null);
  const item = (c: CommentThread_CommentFragment | CommentThread_CommentFragment['replies'][number]) => (
    <CommentItem
      comment={c}
      mayDelete={mayDelete(c.userNo)}
      onReply={() => setAnswering({ no: c.no, nickname: c.userNickname })}
      onDelete={() => onDelete(c.no)}
    />
  );
  return (
    <li className={styles.thread}>
      {item(comment)}
      {comment.replies.length > 0 && (
        <ul className={styles.replies} aria-label={MSG.comments.replies(comment.userNickname)}>
          {comment.replies.map((reply) => (
            <li key={reply.no}>{item(reply)}</li>
          ))}
        </ul>
      )}
      {answering && (
        <CommentForm
          key={answering.no}
          replyTo={answering.nickname}
          onSubmit={async (content) => {
            await onReply(answering.no, content);
            setAnswering(null);
          }}
          onCancel={() => setAnswering(null)}
        />
      )}
    </li>
  );
}
