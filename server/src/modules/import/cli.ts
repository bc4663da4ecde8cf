/**
 * npm run catalog:import -- [--replace] FILE
 *
 * Loads a catalogue (JSON array or NDJSON) into the database the API uses: DATABASE_URL, else
 * PGlite at DATA_DIR (stop the API first: PGlite serves one process at a time). Exit status 0 when
 * every record went in, 2 when some were skipped (listed), 1 when nothing could be imported.
 */
import fs from 'node:fs';
import { platformSettings } from '../../platform/config/config';
import { openDb } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { importCatalog, report } from './importer';
import { readRecords } from './records';

const USAGE = 'Usage: npm run catalog:import -- [--replace] FILE   (a JSON array or NDJSON of products)';

async function main(argv: string[]): Promise<number> {
  const replace = argv.includes('--replace');
  const files = argv.filter((a) => a !== '--replace');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(USAGE);
    return 1;
  }
  const file = files[0]!;
  let body: string;
  try {
    body = fs.readFileSync(file, 'utf8');
  } catch (err) {
    console.error(`Cannot read ${file}: ${(err as Error).message}`);
    return 1;
  }
  const records = readRecords(body);
  const db = await openDb(platformSettings.read(process.env));
  try {
    await migrate(db);
    const summary = await importCatalog(db, records, { replace });
    console.log(report(file, summary));
    return summary.skipped.length ? 2 : 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`Import failed, nothing was changed: ${err.message}`);
    process.exit(1);
  },
);
