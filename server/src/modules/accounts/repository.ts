import crypto from 'node:crypto';
import type { AccountInfoDto } from './contract';
import type { Queryable } from '../../platform/db/client';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  created_at: Date | string;
  /** tokens issued before this were revoked (a password reset signs out everywhere) */
  tokens_valid_after: Date | string | null;
}

export function toAccountInfo(u: UserRow): AccountInfoDto {
  return { firstName: u.first_name, lastName: u.last_name, email: u.email, createdAt: new Date(u.created_at).toISOString() };
}

/** Returns null when the e-mail is taken (the unique index decides, so concurrent sign-ups are safe). */
export async function createUser(
  db: Queryable,
  u: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, first_name, last_name) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING RETURNING *`,
    [crypto.randomUUID(), u.email, u.passwordHash, u.firstName, u.lastName],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  return (await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email])).rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  return (await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id])).rows[0] ?? null;
}

/** The tokens' key kept in the settings table: made once, at the first start without TOKEN_SECRET. */
export async function storedTokenSecret(db: Queryable): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'token_secret',
    crypto.randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', ['token_secret']);
  return rows[0]!.value;
}

/**
 * A new password, and every sign-in token issued before this second refused from now on: the
 * account is signed out everywhere (tokens carry their issue time in whole seconds).
 */
export async function replacePassword(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await tx.query("UPDATE users SET password_hash = $2, tokens_valid_after = date_trunc('second', now()) WHERE id = $1", [
    userId,
    passwordHash,
  ]);
}
