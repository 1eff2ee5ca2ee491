import { useState } from 'react';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { shareDescription, sharePost, type ShareOutcome } from '../share';
import styles from './post-detail.module.css';

interface Props {
  postNo: number;
  nickname: string;
  content: string;
}

function noticeOf(outcome: ShareOutcome): string | undefined {
  if (outcome === 'copied') return MSG.postDetail.linkCopied;
  if (outcome === 'failed') return MSG.postDetail.copyFailed;
  return undefined;
}

/** Shares this page's link with a 30-character description; a copied link is confirmed on screen. */
export function ShareButton({ postNo, nickname, content }: Props) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const share = async () => {
    setOutcome(null);
    setOutcome(
      await sharePost({
        title: MSG.postDetail.shareTitle(nickname),
        text: shareDescription(content),
        // The post's own address, without the comment page the viewer is on.
        url: new URL(paths.styleDetail(postNo), window.location.origin).toString(),
      }),
    );
  };
  const message = outcome && noticeOf(outcome);
  return (
    <>
      <button type="button" className={styles.toolButton} onClick={() => void share()}>
        {MSG.postDetail.share}
      </button>
      <span className={styles.toolStatus} role="status">
        {message}
      </span>
    </>
  );
}
