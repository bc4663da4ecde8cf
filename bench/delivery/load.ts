/**
 * The pincode directory's load, timed on its own (bench:delivery runs it with tsx): parsing and
 * deriving the package's rows, the one insert into an empty table, the check that skips it at the
 * next start, and the table's size. Prints one JSON line.
 */
import { openDb } from '../../server/src/platform/db/client';
import { migrate } from '../../server/src/platform/db/migrate';
import { directoryRows, loadPincodes } from '../../server/src/modules/delivery/seed';

async function main() {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || null, dataDir: process.env.DATA_DIR || 'memory' });
  await migrate(db);
  await db.exec("DELETE FROM pincodes; DELETE FROM settings WHERE key = 'pincodes_version'");
  let t = performance.now();
  directoryRows();
  const deriveMs = performance.now() - t;
  t = performance.now();
  const loaded = await loadPincodes(db);
  const insertMs = performance.now() - t;
  t = performance.now();
  await loadPincodes(db);
  const skipMs = performance.now() - t;
  const { rows } = await db.query<{ rows: number; heap: number; total: number }>(
    `SELECT count(*)::int AS rows, pg_relation_size('pincodes')::int AS heap, pg_total_relation_size('pincodes')::int AS total FROM pincodes`,
  );
  await db.close();
  console.log(JSON.stringify({ database: db.kind, loaded: loaded?.loaded, deriveMs, insertMs, skipMs, ...rows[0] }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
