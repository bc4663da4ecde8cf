/** The benches' own PostgreSQL databases, beside whatever the cluster of `url` holds. */
import pg from 'pg';

/** The database `name` on the cluster of `url`, dropped and made again unless `keep`; its URL. */
export async function benchDatabase(url, name, { keep = false } = {}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!keep) {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
