import crypto from 'node:crypto';
import type { Queryable } from '../../platform/db/client';

export interface AlertRow {
  id: string;
  product_id: string;
  product_title: string;
  size: string;
  color: string;
  email: string;
  state: 'pending' | 'sent';
  created_at: Date | string;
}

const COLUMNS = `a.id::text AS id, a.product_id::text AS product_id, p.title AS product_title, a.size, a.color, a.email, a.state, a.created_at`;

/** Some variant the wish names ('' matches any size or colour) has units left now. */
const BACK_IN_STOCK = `EXISTS (SELECT 1 FROM stock_levels s WHERE s.product_id = a.product_id
    AND (a.size = '' OR s.size = a.size) AND (a.color = '' OR s.color = a.color) AND s.on_hand - s.held > 0)`;

/** One wish per address and variant: asking again keeps the first (waiting again if it was sent), signed in or not. */
export async function saveAlert(
  db: Queryable,
  wish: { productId: string; size: string; color: string; email: string; userId: string | null },
): Promise<AlertRow> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO stock_alerts (id, product_id, size, color, email, user_id, token) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (product_id, size, color, lower(email)) DO UPDATE
       SET user_id = coalesce(stock_alerts.user_id, EXCLUDED.user_id), state = 'pending', sent_at = NULL
     RETURNING id::text AS id`,
    [crypto.randomUUID(), wish.productId, wish.size, wish.color, wish.email, wish.userId, crypto.randomBytes(24).toString('base64url')],
  );
  return (await alertsWhere(db, 'a.id = $1::uuid', [rows[0]!.id]))[0]!;
}

async function alertsWhere(db: Queryable, where: string, params: unknown[]): Promise<AlertRow[]> {
  const { rows } = await db.query<AlertRow>(
    `SELECT ${COLUMNS} FROM stock_alerts a JOIN products p ON p.id = a.product_id WHERE ${where} ORDER BY a.created_at DESC, a.id`,
    params,
  );
  return rows;
}

export const alertsOfUser = (db: Queryable, userId: string) => alertsWhere(db, 'a.user_id = $1', [userId]);

/** Removes the shopper's wish; false when it is not theirs (or gone). */
export async function deleteAlert(db: Queryable, id: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM stock_alerts WHERE id = $1::uuid AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}

/** The unsubscribe link's work: the wish of this token is gone. */
export async function deleteAlertByToken(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM stock_alerts WHERE token = $1 RETURNING id', [token]);
  return rows.length > 0;
}

/** Waiting wishes that a variant of this one now satisfies. */
export async function dueAlertCount(db: Queryable, productId: string, size: string, color: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stock_alerts a
     WHERE a.product_id = $1 AND a.state = 'pending' AND (a.size = '' OR a.size = $2) AND (a.color = '' OR a.color = $3)
       AND ${BACK_IN_STOCK}`,
    [productId, size, color],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Waiting wishes whose variant is back, marked sent in the caller's transaction and returned with
 * their unsubscribe token, oldest first. Rows another transaction is claiming are skipped, so two
 * instances never send one wish twice.
 */
export async function claimDueAlerts(tx: Queryable, limit: number): Promise<Array<AlertRow & { token: string; user_id: string | null }>> {
  const { rows } = await tx.query<AlertRow & { token: string; user_id: string | null }>(
    `WITH due AS (
       SELECT a.id FROM stock_alerts a WHERE a.state = 'pending' AND ${BACK_IN_STOCK}
       ORDER BY a.created_at, a.id LIMIT $1 FOR UPDATE SKIP LOCKED
     ), sent AS (
       UPDATE stock_alerts a SET state = 'sent', sent_at = now() FROM due WHERE a.id = due.id RETURNING a.*
     )
     SELECT ${COLUMNS.replace(/\ba\./g, 'sent.')}, sent.token, sent.user_id::text AS user_id FROM sent JOIN products p ON p.id = sent.product_id
     ORDER BY sent.created_at, sent.id`,
    [limit],
  );
  return rows;
}
