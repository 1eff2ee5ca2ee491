import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type {
  ActorResult_ActorFragment,
  MemberResult_MemberFragment,
  ShowResult_ShowFragment,
} from '../../../gql/graphql';
import { Avatar } from '../../../components/ui/avatar';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './result-items.module.css';

export const ShowResult_show = graphql(`
  fragment ShowResult_show on Show {
    no
    title
    pic
  }
`);

export const ActorResult_actor = graphql(`
  fragment ActorResult_actor on ActorSearchResult {
    name
    showDetails {
      no
      title
      pic
    }
  }
`);

export const MemberResult_member = graphql(`
  fragment MemberResult_member on MemberSearchResult {
    no
    nickname
    pic
  }
`);

function Picture({ src, className }: { src: string | null; className: string }) {
  return (
    <span className={className}>
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={styles.noImage}>{MSG.search.noImage}</span>
      )}
    </span>
  );
}

/** A show: its poster and title, to its page. */
export function ShowResult({ show }: { show: ShowResult_ShowFragment }) {
  return (
    <Link to={paths.show(show.no)} className={styles.show}>
      <Picture src={show.pic} className={styles.poster} />
      <span className={styles.title}>{show.title}</span>
    </Link>
  );
}

/** An actor: the name and the shows they play in, each to its page. */
export function ActorResult({ actor }: { actor: ActorResult_ActorFragment }) {
  return (
    <article className={styles.actor} aria-label={actor.name}>
      <h2 className={styles.actorName}>{actor.name}</h2>
      {actor.showDetails.length === 0 ? (
        <p className={styles.muted}>{MSG.search.noShows}</p>
      ) : (
        <ul className={styles.shows} aria-label={MSG.search.showsOf(actor.name)}>
          {actor.showDetails.map((show) => (
            <li key={show.no}>
              <Link to={paths.show(show.no)} className={styles.actorShow}>
                <Picture src={show.pic} className={styles.thumb} />
                <span>{show.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * A member: picture (or their initial) and nickname, to their style profile (the login guard asks visitors to sign
 * in). The nickname names the link, so the picture is decoration.
 */
export function MemberResult({ member }: { member: MemberResult_MemberFragment }) {
  return (
    <Link to={paths.styleProfile(member.no)} className={styles.member}>
      <Avatar pic={member.pic} nickname={member.nickname} size="sm" decorative />
      <span className={styles.title}>{member.nickname}</span>
      <span className={styles.chevron} aria-hidden="true" />
    </Link>
  );
}
