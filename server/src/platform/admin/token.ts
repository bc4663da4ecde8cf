import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/client';
import { appState } from '../http/context';

/** Where a shop on PGlite leaves its admin token for the commands, which cannot open its database while it runs. */
export const tokenFile = (dataDir: string) => path.join(dataDir, 'admin-token');

const KEY = 'admin_token';

/** The token kept in the settings table: made by the first start without ADMIN_TOKEN, the same for every instance after. */
export async function storedAdminToken(db: Queryable): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    KEY,
    crypto.randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [KEY]);
  return rows[0]!.value;
}

/** The token kept in the database, read by a command beside a shop on PostgreSQL; null before any start made it. */
export async function readStoredAdminToken(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [KEY]);
  return rows[0]?.value ?? null;
}

/**
 * The admin API's token: ADMIN_TOKEN, else the one kept in the database. A shop on PGlite on disk
 * also writes it to its data folder, readable by its owner only, for the commands to find.
 */
export const adminToken = appState('admin token', async (ctx): Promise<string> => {
  if (ctx.config.adminToken) return ctx.config.adminToken;
  const token = await storedAdminToken(ctx.db);
  const { dataDir, databaseUrl } = ctx.config;
  if (!databaseUrl && dataDir !== 'memory') {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(tokenFile(dataDir), `${token}\n`, { mode: 0o600 });
  }
  return token;
});

/** Equal without telling, by its timing, how much of a guess was right. */
export function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
