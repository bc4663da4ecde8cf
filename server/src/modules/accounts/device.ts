import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../../../rules/api';

/**
 * "This browser has signed in to this account before": an HttpOnly cookie the server sets after a
 * successful sign-in, bound to the account and signed. Sign-in failures are throttled per device
 * for browsers that hold one, and per account and client address for all others, so an attacker
 * guessing a shopper's password (even from the same network) never locks the shopper out of the
 * browser they already use. It is never an authentication: only the Authorization header is.
 */
export const DEVICE_COOKIE = 'login_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// Sent only to the sign-in call, and never by another site (SameSite=Strict).
const PATH = `${API_PREFIX}/users/authorize`;

function mac(secret: string, data: string): string {
  return crypto.createHmac('sha256', secret).update(`login-device\u0000${data}`).digest('base64url');
}

const accountTag = (secret: string, email: string) => mac(secret, `account:${email}`).slice(0, 22);

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.split('=');
    if (k?.trim() === name) return v.join('=').trim();
  }
  return null;
}

/** The device id when the request carries a valid device cookie for this e-mail, else null. */
export function trustedDevice(request: FastifyRequest, secret: string, email: string): string | null {
  const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
  const [id, tag, signature] = value?.split('.') ?? [];
  if (!id || !tag || !signature || tag !== accountTag(secret, email)) return null;
  const expected = Buffer.from(mac(secret, `${id}.${tag}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}

/** Set-Cookie for a browser that just signed in to `email`; keeps the device id it already had. */
export function deviceCookie(secret: string, email: string, deviceId: string | null, secure: boolean): string {
  const id = deviceId ?? crypto.randomBytes(16).toString('base64url');
  const payload = `${id}.${accountTag(secret, email)}`;
  return (
    `${DEVICE_COOKIE}=${payload}.${mac(secret, payload)}; Path=${PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; ` +
    `SameSite=Strict${secure ? '; Secure' : ''}`
  );
}
