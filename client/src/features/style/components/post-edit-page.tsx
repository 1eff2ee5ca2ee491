import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { EditPostQuery, UpdatePostMutation } from '../operations';
import { dropPostLists } from '../post-cache';
import { saveFailure } from '../save-failure';
import { PostForm, type PostInputValues } from './post-form';

const T = MSG.postForm;

/**
 * /user/style/write/edit/{postNo}: the author edits the text and the product; the picture stays (spec §5). Anyone
 * else is sent to the post's detail page; a post in the trash is not edited.
 */
export function PostEditPage() {
  const no = Number(useParams().postNo);
  const valid = Number.isInteger(no) && no > 0;
  const { userNo } = useSession();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(EditPostQuery, {
    variables: { no },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const [update, { loading: saving }] = useMutation(UpdatePostMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // Not a post number, or a post in the trash: nothing to edit.
  const post = !valid ? null : data && (data.post.deleted ? null : data.post);

  const submit = async (input: PostInputValues) => {
    setFailure(null);
    try {
      await update({ variables: { no, input }, update: dropPostLists });
      navigate(paths.styleDetail(no), { replace: true });
    } catch (e) {
      setFailure(saveFailure(e));
    }
  };

  return (
    <div>
      <h1 className="page-title">{T.editTitle}</h1>
      <QueryState
        data={post}
        loading={loading}
        error={error}
        texts={{ loading: T.loading, error: graphqlErrorMessage(error, T.loadError), notFound: T.notFound }}
      >
        {(post) => {
          if (post.userNo !== userNo) return <Navigate to={paths.styleDetail(post.no)} replace />;
          // The post's own product stays choosable even if its order was cancelled since (the server keeps it).
          const purchased = data?.purchasedProducts ?? [];
          const products =
            post.product && !purchased.some((p) => p.no === post.product?.no)
              ? [post.product, ...purchased]
              : purchased;
          return (
            <PostForm
              mode="edit"
              initial={{ content: post.content, productNo: post.product?.no ?? null, pic: post.pic }}
              products={products}
              submitting={saving}
              error={failure}
              onSubmit={(input) => void submit(input)}
            />
          );
        }}
      </QueryState>
    </div>
  );
}
