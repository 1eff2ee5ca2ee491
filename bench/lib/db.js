// The bench's own connection to its database, for what it must set up and put back around the write scenarios.
import pg from 'pg';

export async function connectDb(url) {
  const client = new pg.Client({ connectionString: url, statement_timeout: 60_000, connectionTimeoutMillis: 10_000 });
  client.on('error', (err) => console.warn(`  bench database connection: ${err.message}`));
  await client.connect();
  return client;
}

export async function one(db, text, values) {
  const { rows } = await db.query(text, values);
  return rows[0];
}
