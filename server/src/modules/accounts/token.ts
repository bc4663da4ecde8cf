import crypto from 'node:crypto';

export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  email: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(data).digest('base64url');
}

export function createToken(user: { id: string; email: string }, secret: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = { sub: user.id, email: user.email, iat, exp: iat + TOKEN_TTL_SECONDS };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret)}`;
}

/** Returns the claims of a well-signed, unexpired token, else null (the caller answers 401). */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (header !== HEADER || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}
