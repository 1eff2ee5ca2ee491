import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { HomeBanner } from '../../../features/home/components/home-banner';
import { IntroSlide } from '../../../features/home/components/intro-slide';
import { PopularStyles } from '../../../features/home/components/popular-styles';
import { PopupLayer } from '../../../features/home/components/popup-layer';
import { ReviewCarousel } from '../../../features/home/components/review-carousel';
import { SceneSlide } from '../../../features/home/components/scene-slide';
import { graphql } from '../../../gql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import styles from './home-route.module.css';
import { useSceneRefresh } from './use-scene-refresh';

export const HomePageQuery = graphql(`
  query HomePage {
    popups {
      ...PopupCard_popup
    }
    randomScene {
      ...SceneSlide_scene
      characters {
        no
      }
    }
    latestReviews(limit: 10) {
      ...ReviewCard_review
    }
    popularPosts(limit: 8) {
      ...PopularStyles_posts
    }
  }
`);

/** /user/main: popups, the two-slide banner, the latest reviews and the popular styles (storefront §2). */
export function HomeRoute() {
  const { userNo, isAdmin } = useSession();
  const { data, loading, error, refetch } = useQuery(HomePageQuery);
  const { scene, refresh, refreshing } = useSceneRefresh(data?.randomScene ?? null);

  return (
    <div className="page">
      <h1 className="visually-hidden">{MSG.site.name}</h1>
      {isAdmin && (
        <p className={styles.adminBar}>
          <Link to={paths.admin()} className="btn btn-outline">
            {MSG.home.adminLink}
          </Link>
        </p>
      )}
      <HomeBanner
        slides={[
          <IntroSlide key="intro" />,
          <SceneSlide
            key="scene"
            scene={scene}
            loading={loading && !data}
            onRefresh={() => void refresh()}
            refreshing={refreshing}
          />,
        ]}
      />
      <QueryState data={data} loading={loading} error={error} onRetry={() => void refetch()} texts={MSG.home}>
        {(home) => (
          <>
            <PopupLayer popups={home.popups} userNo={userNo} />
            <ReviewCarousel reviews={home.latestReviews} />
            <PopularStyles posts={home.popularPosts} />
          </>
        )}
      </QueryState>
    </div>
  );
}
