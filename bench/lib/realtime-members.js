// Who the realtime bench acts as: active members and the admin, with tokens signed as the server signs them
// (server/src/context/token.ts: HS256, `sub` = member number, `ver` = token version, an expiry), so that the
// server's findViewer accepts them (the member exists, has not left, and the token version matches).
import jwt from 'jsonwebtoken';
import { one } from './db.js';

const TOKEN_LIFETIME = '6h';

const sign = (secret, { no, tokenVersion }) =>
  jwt.sign({ sub: String(no), ver: tokenVersion }, secret, { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME });

/** How many active members (not the admin) the data set has. */
export async function countActiveMembers(db) {
  return (await one(db, "select count(*)::int as n from users where withdrawn_at is null and role = 'USER'")).n;
}

/** The first `limit` active members by number, each with a token: [{ no, token }]. */
export async function activeMembers(db, limit, secret) {
  const { rows } = await db.query(
    `select no, token_version from users where withdrawn_at is null and role = 'USER' order by no limit $1`,
    [limit],
  );
  return rows.map((r) => ({ no: r.no, token: sign(secret, { no: r.no, tokenVersion: r.token_version }) }));
}

/** The admin account (the lowest-numbered active ADMIN) with a token. */
export async function adminAccount(db, secret) {
  const row = await one(
    db,
    "select no, token_version from users where withdrawn_at is null and role = 'ADMIN' order by no limit 1",
  );
  if (!row) throw new Error('the data set has no active admin');
  return { no: row.no, token: sign(secret, { no: row.no, tokenVersion: row.token_version }) };
}

/**
 * Up to `count` of the given members spread evenly over the list, among those without an open chat room: opening
 * one then creates a new room, which the cleanup can delete without touching the data set's own rooms.
 */
export async function membersWithoutOpenRoom(db, members, count) {
  const { rows } = await db.query(
    `select m.no from unnest($1::int[]) as m(no)
      where not exists (select 1 from chat_room r where r.user_no = m.no and not r.closed) order by m.no`,
    [members.map((m) => m.no)],
  );
  const free = new Set(rows.map((r) => r.no));
  const candidates = members.filter((m) => free.has(m.no));
  const n = Math.min(count, candidates.length);
  return Array.from({ length: n }, (_, i) => candidates[Math.floor((i * candidates.length) / n)]);
}
