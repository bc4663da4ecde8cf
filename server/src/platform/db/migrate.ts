import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './client';

/**
 * Where migrations live: the platform's own (the first schema, idempotency keys, shared limits)
 * beside this file, and each module's in `modules/<module>/migrations/`. Their numbers are one
 * sequence across all folders, so the order and the names recorded in `schema_migrations` are
 * those a database made before the modules existed already holds.
 */
const PLATFORM_MIGRATIONS = path.join(__dirname, 'migrations');
const MODULES_DIR = path.join(__dirname, '..', '..', 'modules');

/** A migration file's name: its number, an underscore, a name, `.sql`. */
const MIGRATION_FILE = /^(\d+)_.+\.sql$/;

export interface Migration {
  /** what schema_migrations records: the file name without `.sql` (`011_reviews`) */
  version: string;
  file: string;
}

/** The platform's folder and every module's migrations folder. */
export function migrationFolders(): string[] {
  const modules = fs.existsSync(MODULES_DIR) ? fs.readdirSync(MODULES_DIR, { withFileTypes: true }) : [];
  return [
    PLATFORM_MIGRATIONS,
    ...modules
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(MODULES_DIR, entry.name, 'migrations'))
      .filter((dir) => fs.existsSync(dir)),
  ];
}

/**
 * Every migration the code ships, in the order they apply: by number across all folders. Two files
 * of one number would make the order depend on the folders, so they stop the start.
 */
export function shippedMigrations(folders: string[] = migrationFolders()): Migration[] {
  const found = folders.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => MIGRATION_FILE.test(f))
      .map((f) => ({ version: f.replace(/\.sql$/, ''), file: path.join(dir, f), number: Number(MIGRATION_FILE.exec(f)![1]) })),
  );
  found.sort((a, b) => a.number - b.number || a.version.localeCompare(b.version));
  for (let i = 1; i < found.length; i++) {
    if (found[i]!.number === found[i - 1]!.number) {
      throw new Error(`two migrations share number ${found[i]!.number}: ${found[i - 1]!.file} and ${found[i]!.file}`);
    }
  }
  return found.map(({ version, file }) => ({ version, file }));
}

/** Applies every shipped migration not yet recorded, in order, each in its own transaction; returns those applied. */
export async function migrate(db: Db, folders?: string[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
  const applied: string[] = [];
  for (const { version, file } of shippedMigrations(folders)) {
    if (done.has(version)) continue;
    const sql = fs.readFileSync(file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    });
    applied.push(version);
  }
  return applied;
}
