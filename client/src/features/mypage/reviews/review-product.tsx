import styles from './reviews.module.css';

/** The product being reviewed, above the form. */
export function ReviewProduct({ name, pic }: { name: string; pic: string | null }) {
  return (
    <div className={styles.product}>
      {pic && <img src={pic} alt="" loading="lazy" decoding="async" width={64} height={64} />}
      <p>{name}</p>
    </div>
  );
}
