import crypto from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import type { FastifyReply, FastifyRequest } from 'fastify';
import stringify from 'safe-stable-stringify';
import type { Db, Queryable } from '../db/client';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,200}$/;
const KEPT = "interval '24 hours'";

export interface Answer<T> {
  status: number;
  body: T;
}

interface StoredKey {
  fingerprint: string;
  status_code: number;
  response: string;
}

/** The request's Idempotency-Key, null without one; a malformed key is the client's mistake (400). */
function readKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY.test(raw)) {
    throw httpErrors.badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return raw;
}

/** Same route and same body (key order aside) give the same fingerprint. */
function fingerprint(request: FastifyRequest): string {
  const what = stringify({ method: request.method, route: request.routeOptions.url, body: request.body ?? null }) ?? '';
  return crypto.createHash('sha256').update(what).digest('base64url');
}

async function findKey(db: Queryable, userId: string, key: string): Promise<StoredKey | null> {
  const { rows } = await db.query<StoredKey>(
    `SELECT fingerprint, status_code, response FROM idempotency_keys
     WHERE user_id = $1 AND key = $2 AND created_at > now() - ${KEPT}`,
    [userId, key],
  );
  return rows[0] ?? null;
}

function replay<T>(reply: FastifyReply, stored: StoredKey, print: string): T {
  if (stored.fingerprint !== print) throw httpErrors.unprocessableEntity('Idempotency-Key reused with a different request');
  reply.code(stored.status_code).header('idempotent-replayed', 'true').type('application/json; charset=utf-8');
  // The first answer's own JSON text: a string payload is sent as is, never serialized again.
  return stored.response as T;
}

class KeyTaken extends Error {}

/**
 * Runs `work` in one transaction. With an Idempotency-Key, the key is claimed in that same
 * transaction and saved with the answer, so:
 * - a repeat after the first finished gets the first answer (same status and body);
 * - a repeat while the first is running waits on the key's row (PostgreSQL) or behind the first
 *   transaction (PGlite), then gets the first answer: never a second order or payment;
 * - a failed first attempt (any thrown error) leaves no key, so the client may simply retry.
 * Keys are per user and kept 24 hours.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  work: (tx: Queryable) => Promise<Answer<T>>,
): Promise<T> {
  const key = readKey(request);
  if (key === null) {
    const answer = await db.transaction(work);
    reply.code(answer.status);
    return answer.body;
  }
  const print = fingerprint(request);
  const earlier = await findKey(db, userId, key);
  if (earlier) return replay(reply, earlier, print);

  await db.query(`DELETE FROM idempotency_keys WHERE created_at <= now() - ${KEPT}`);
  try {
    const answer = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
        [userId, key, print],
      );
      if (rows.length === 0) throw new KeyTaken();
      const result = await work(tx);
      // Kept as the route's own serializer writes it (its response schema's field order), so a
      // replay is the first answer byte for byte.
      const text = reply.code(result.status).serialize(result.body);
      await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE user_id = $1 AND key = $2', [
        userId,
        key,
        result.status,
        text,
      ]);
      return result;
    });
    reply.code(answer.status);
    return answer.body;
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const first = await findKey(db, userId, key);
    // Only if the first answer expired in the very last moment.
    if (!first) throw httpErrors.conflict('A request with this Idempotency-Key is still being processed');
    return replay(reply, first, print);
  }
}
