import styles from './tagged-text.module.css';

/** A hashtag: '#' and the letters up to the next space or '#'. */
const HASHTAG = /(#[^\s#]+)/u;

/**
 * A post's text with each hashtag kept as one piece, so '#' never wraps apart from its tag (the browser may break
 * between '#' and a Hangul letter); a tag longer than the line still wraps inside itself.
 */
export function TaggedText({ text }: { text: string }) {
  return (
    <>
      {text.split(HASHTAG).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className={styles.tag}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
