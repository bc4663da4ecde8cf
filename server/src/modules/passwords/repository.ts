import crypto from 'node:crypto';
import type { Queryable } from '../../platform/db/client';

export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/** A new reset of the account, its link's secret known only by its hash. */
export async function createReset(tx: Queryable, reset: { id: string; userId: string; tokenHash: string; ttlMs: number }): Promise<void> {
  await tx.query(
    `INSERT INTO password_resets (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, now() + ($4::int * interval '1 millisecond'))`,
    [reset.id, reset.userId, reset.tokenHash, reset.ttlMs],
  );
}

/**
 * Takes the reset of this link, once: the row locked and marked used, the account's other links
 * with it; null when the link is unknown, used or expired. Old rows go as new ones come.
 */
export async function takeReset(tx: Queryable, hash: string): Promise<{ userId: string } | null> {
  const { rows } = await tx.query<{ user_id: string }>(
    `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [hash],
  );
  const taken = rows[0];
  if (!taken) return null;
  await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [taken.user_id]);
  await tx.query("DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'");
  return { userId: taken.user_id };
}

/** The key the links' secrets are made with, kept in the settings table so every instance makes the same. */
export async function storedResetSecret(db: Queryable): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'password_reset_secret',
    crypto.randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', ['password_reset_secret']);
  return rows[0]!.value;
}
