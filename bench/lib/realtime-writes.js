// The realtime bench writes to the bench's database: the chat rooms it opens (with their messages) and the
// advertisement's alert rows (one per active member). Before writing it saves the highest numbers in a snapshot
// file; the cleanup deletes everything numbered above them, and the next start does it if a run was killed first.
import fs from 'node:fs';
import path from 'node:path';
import { one } from './db.js';

const PENDING = 'bench-realtime.pending.json';

async function putBack(db, snap) {
  await db.query('begin');
  try {
    await db.query('delete from alert where no > $1', [snap.maxAlert]);
    await db.query('delete from chat_message where no > $1', [snap.maxChatMessage]);
    await db.query('delete from chat_room where no > $1', [snap.maxChatRoom]);
    await db.query('commit');
  } catch (err) {
    await db.query('rollback').catch(() => {});
    throw err;
  }
}

/** Forgets a snapshot that belongs to a data set that has just been seeded again. */
export function dropPendingRealtimeWrites(dataDir) {
  fs.rmSync(path.join(dataDir, PENDING), { force: true });
}

/** At start: puts back what an interrupted run left. */
export async function restorePendingRealtimeWrites(db, dataDir) {
  const file = path.join(dataDir, PENDING);
  if (!fs.existsSync(file)) return false;
  const snap = JSON.parse(fs.readFileSync(file, 'utf8'));
  await putBack(db, snap);
  fs.rmSync(file);
  console.log(`  put back the chat rooms and alerts an interrupted run left (snapshot of ${snap.takenAt})`);
  return true;
}

/** Takes the snapshot (before the first write); `finish` puts the data set back and removes the file. */
export async function realtimeWriteGuard(db, dataDir) {
  const file = path.join(dataDir, PENDING);
  const marks = await one(
    db,
    `select (select coalesce(max(no), 0) from alert)::int as alert,
            (select coalesce(max(no), 0) from chat_message)::int as message,
            (select coalesce(max(no), 0) from chat_room)::int as room`,
  );
  let snap = {
    takenAt: new Date().toISOString(),
    maxAlert: marks.alert,
    maxChatMessage: marks.message,
    maxChatRoom: marks.room,
  };
  fs.writeFileSync(file, `${JSON.stringify(snap)}\n`);
  return {
    async finish() {
      if (!snap) return;
      await putBack(db, snap);
      fs.rmSync(file, { force: true });
      snap = null;
    },
  };
}
