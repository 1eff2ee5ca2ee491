import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { shareDescription, sharePost, type ShareOutcome } from '../share';
import styles from './post-detail.module.css';

interface Props {
  postNo: number;
  nickname: string;
  content: string;
  /** What to tell the viewer afterwards (a copied link), or null for nothing; the toolbar shows it on its last line. */
  onNotice(message: string | null): void;
}

function noticeOf(outcome: ShareOutcome): string | null {
  if (outcome === 'copied') return MSG.postDetail.linkCopied;
  if (outcome === 'failed') return MSG.postDetail.copyFailed;
  return null;
}

/** Shares this page's link with a 30-character description; a copied link is confirmed on screen. */
export function ShareButton({ postNo, nickname, content, onNotice }: Props) {
  const share = async () => {
    onNotice(null);
    const outcome = await sharePost({
      title: MSG.postDetail.shareTitle(nickname),
      text: shareDescription(content),
      // The post's own address, without the comment page the viewer is on.
      url: new URL(paths.styleDetail(postNo), window.location.origin).toString(),
    });
    onNotice(noticeOf(outcome));
  };
  return (
    <button type="button" className={styles.toolButton} onClick={() => void share()}>
      {MSG.postDetail.share}
    </button>
  );
}
