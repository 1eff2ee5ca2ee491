import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { SceneStyle_SceneFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './scene-slide.module.css';
import { paths } from '../../../lib/paths';

export const SceneStyle_scene = graphql(`
  fragment SceneStyle_scene on Scene {
    style {
      no
      pic
    }
    items {
      no
      name
      pic
      product {
        no
      }
    }
  }
`);

/** The random outfit and its items; an item with a similar shop product links to that product. */
export function SceneStyle({ scene }: { scene: SceneStyle_SceneFragment }) {
  return (
    <section className={styles.style} aria-label={MSG.home.sceneStyle}>
      <h3 className={styles.label}>{MSG.home.sceneStyle}</h3>
      {!scene.style ? (
        <p className={styles.empty}>{MSG.scene.noStyles}</p>
      ) : (
        <div className={styles.styleBody}>
          <img
            className={styles.stylePic}
            src={scene.style.pic}
            alt=""
            width={300}
            height={400}
            loading="lazy"
            decoding="async"
          />
          <ul className={styles.items}>
            {scene.items.map((item) => {
              const picture = <img src={item.pic} alt="" width={400} height={400} loading="lazy" decoding="async" />;
              return (
                <li key={item.no}>
                  {item.product ? (
                    <Link to={paths.product(item.product.no)} className={styles.item}>
                      {picture}
                      <span>{item.name}</span>
                    </Link>
                  ) : (
                    <span className={styles.item}>
                      {picture}
                      <span>{item.name}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
