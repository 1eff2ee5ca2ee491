// Baseline: what the mixed workload (issue 27) asks beyond the other handlers, with the `data` of the app's GraphQL
// answer: a member's alerts, and the writes — a post with its picture (the same multipart request the app gets), a
// like, a comment (with the post author's alert, which the app stores from its event after the commit) and a chat
// message. Each write is the app's statements by hand, in one transaction where the app has one.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Reply, badInput, intParam, notFound, viewer } from './common.js';

const ALERT_SIZE = 10;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
// server/src/modules/community/post-like.service.ts
const LIKE = `with changed as (
    insert into post_like (post_no, user_no) values ($1, $2) on conflict (post_no, user_no) do nothing returning 1
  )
  update post set likes_count = likes_count + (select count(*) from changed) where no = $1 returning likes_count`;
const UNLIKE = `with changed as (delete from post_like where post_no = $1 and user_no = $2 returning 1)
  update post set likes_count = likes_count - (select count(*) from changed) where no = $1 returning likes_count`;
// server/src/modules/community/comment.service.ts
const COMMENT = `with counted as (
    update post set comments_count = comments_count + 1 where no = $1 and deleted = false returning no, user_no
  )
  insert into comment (post_no, user_no, content) select no, $2, $3 from counted
  returning no, (select user_no from counted) as author_no`;

const uploadDir = process.env.BASELINE_UPLOAD_DIR;

/** GraphQL's myAlerts(page, size): the page and the count at once, as findAndCount runs them. */
async function myAlerts(c) {
  const me = await viewer(c);
  const page = intParam(c.searchParams.get('page'), 'page', 0);
  const [rows, total] = await Promise.all([
    c.query(
      `select no, category, content, message_key, path, is_read, date from alert
        where user_no = $1 and deleted_at is null order by date desc, no desc limit $2 offset $3`,
      [me, ALERT_SIZE, page * ALERT_SIZE],
    ),
    c.query('select count(*)::int as n from alert where user_no = $1 and deleted_at is null', [me]),
  ]);
  const content = rows.rows.map((a) => ({
    no: a.no,
    category: { 주문: 'ORDER', 커뮤니티: 'COMMUNITY', 프로모션: 'PROMOTION' }[a.category],
    content: a.content,
    messageKey: a.message_key,
    path: a.path,
    isRead: a.is_read,
    date: a.date.toISOString(),
  }));
  const n = total.rows[0].n;
  return {
    data: {
      myAlerts: { content, totalElements: n, totalPages: Math.ceil(n / ALERT_SIZE), number: page, size: ALERT_SIZE },
    },
  };
}

/** The parts of a multipart/form-data body by name: { name, filename, data }. */
function multipartParts(raw, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!boundary) throw badInput('body');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts = new Map();
  let at = raw.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length + 2; // past the delimiter's CRLF (or the final "--")
    const next = raw.indexOf(delimiter, start);
    if (next === -1) break;
    const part = raw.subarray(start, next - 2); // the CRLF before the next delimiter
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name !== undefined)
      parts.set(name, { filename: /filename="([^"]*)"/.exec(head)?.[1], data: part.subarray(split + 4) });
    at = next;
  }
  return parts;
}

/** GraphQL's writePost(input, image) as the client uploads it: the picture stored as a file, then one insert. */
async function writePost(c) {
  const me = await viewer(c);
  const parts = multipartParts(c.raw, c.contentType);
  const operations = JSON.parse(parts.get('operations')?.data.toString('utf8') ?? 'null');
  const image = parts.get('0');
  const content = operations?.variables?.input?.content;
  if (typeof content !== 'string' || content.length > 500) throw badInput('content');
  if (!image || !image.data.subarray(0, 4).equals(PNG_SIGNATURE)) throw badInput('pic');
  const key = `post/${randomUUID()}.png`;
  await fs.promises.mkdir(path.join(uploadDir, 'post'), { recursive: true });
  await fs.promises.writeFile(path.join(uploadDir, key), image.data);
  const { rows } = await c.query('insert into post (user_no, content, pic) values ($1, $2, $3) returning no', [
    me,
    content,
    `/uploads/${key}`,
  ]);
  return { data: { writePost: { no: rows[0].no } } };
}

/** GraphQL's setPostLike(postNo, liked): the active post must exist, then the one conditional statement. */
async function setPostLike(c) {
  const me = await viewer(c);
  const postNo = intParam(String(c.body?.postNo), 'postNo');
  if (typeof c.body?.liked !== 'boolean') throw badInput('liked');
  const found = await c.query('select 1 from post where no = $1 and not deleted', [postNo]);
  if (!found.rows.length) throw notFound();
  const { rows } = await c.query(c.body.liked ? LIKE : UNLIKE, [postNo, me]);
  return { data: { setPostLike: { likesCount: rows[0].likes_count } } };
}

/** GraphQL's writeComment: the counted insert, and the post author's alert (unless it is their own comment). */
async function writeComment(c) {
  const me = await viewer(c);
  const postNo = intParam(String(c.body?.postNo), 'postNo');
  const content = typeof c.body?.content === 'string' ? c.body.content.trim() : '';
  if (content.length < 1 || content.length > 100) throw badInput('content');
  const no = await c.transaction(async (q) => {
    const { rows } = await q(COMMENT, [postNo, me, content]);
    if (!rows.length) throw notFound();
    const { no: commentNo, author_no: authorNo } = rows[0];
    if (authorNo !== me) {
      await q(
        `insert into alert (user_no, category, content, message_key, message_args, path, event_key)
         select $1, '커뮤니티', coalesce(u.nickname, '') || '님이 회원님의 게시글에 댓글을 남겼습니다.',
                'communityAlert.commented', jsonb_build_array(coalesce(u.nickname, '')), $2, $3
           from users u where u.no = $4
         on conflict (user_no, event_key) do nothing`,
        [authorNo, `/user/style/detail/${postNo}`, `comment:${commentNo}`, me],
      );
    }
    return commentNo;
  });
  return { data: { writeComment: { no } } };
}

/** GraphQL's sendChatMessage: the member's own open room, locked; the message; the room's time and read mark. */
async function sendChatMessage(c) {
  const me = await viewer(c);
  const chatNo = intParam(String(c.body?.chatNo), 'chatNo');
  const content = typeof c.body?.content === 'string' ? c.body.content : '';
  if (content.length < 1 || content.length > 1000) throw badInput('content');
  const no = await c.transaction(async (q) => {
    const room = await q('select user_no, closed, category from chat_room where no = $1 for update', [chatNo]);
    const r = room.rows[0];
    if (!r || r.user_no !== me) throw notFound();
    if (r.closed || !r.category) throw new Reply(409, 'CONFLICT', 'closed');
    const { rows } = await q(
      'insert into chat_message (room_no, user_no, content, send_admin) values ($1, $2, $3, false) returning no',
      [chatNo, me, content],
    );
    await q('update chat_room set updated_at = now(), member_read_no = $2 where no = $1', [chatNo, rows[0].no]);
    return rows[0].no;
  });
  return { data: { sendChatMessage: { no } } };
}

export const mixedRoutes = [
  ['GET', /^\/bench\/graphql\/my-alerts$/, myAlerts],
  ['POST', /^\/bench\/graphql\/write-post$/, writePost],
  ['POST', /^\/bench\/graphql\/post-like$/, setPostLike],
  ['POST', /^\/bench\/graphql\/comment$/, writeComment],
  ['POST', /^\/bench\/graphql\/chat-message$/, sendChatMessage],
];
