import { useId } from 'react';
import { graphql } from '../../../gql';
import type { PostArticle_PostFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { AttachedProduct } from './attached-product';
import { AuthorLine } from './author-line';
import { PostToolbar } from './post-toolbar';
import styles from './post-detail.module.css';
import { TaggedText } from '../../../components/ui/tagged-text';

export const PostArticle_post = graphql(`
  fragment PostArticle_post on Post {
    no
    userNo
    userNickname
    userPic
    date
    pic
    content
    product {
      ...AttachedProduct_product
    }
    ...PostToolbar_post
  }
`);

interface Props {
  post: PostArticle_PostFragment;
  mine: boolean;
  mayDelete: boolean;
  onDeleted(): void;
}

/** The post itself: author and time, picture, text, the toolbar, and the product it shows. */
export function PostArticle({ post, mine, mayDelete, onDeleted }: Props) {
  const titleId = useId();
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <header className={styles.articleHeader}>
        <h1 id={titleId} className="visually-hidden">
          {MSG.postDetail.title(post.userNickname)}
        </h1>
        <AuthorLine userNo={post.userNo} nickname={post.userNickname} pic={post.userPic} date={post.date} />
      </header>
      {post.pic && <img className={styles.picture} src={post.pic} alt={MSG.postDetail.picture(post.userNickname)} />}
      <PostToolbar post={post} mine={mine} mayDelete={mayDelete} onDeleted={onDeleted} />
      <p className={styles.content}>
        <TaggedText text={post.content} />
      </p>
      {post.product && <AttachedProduct product={post.product} />}
    </article>
  );
}
