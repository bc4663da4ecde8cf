import type { AccountInfoDto, AccountInfoResponse, AuthorizeResponse } from '@server/contracts';
import { asId, asString, isRecord, readAs } from '@/utils/guards';

export interface AccountInfo {
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
}

/** Account info is read from `data` when present, else from the whole body (spec §7). */
export function toAccountInfo(body: unknown): AccountInfo {
  const outer = readAs<AccountInfoResponse>(body);
  const source = readAs<AccountInfoDto>(isRecord(outer.data) ? outer.data : outer);
  return {
    firstName: asString(source.firstName).trim(),
    lastName: asString(source.lastName).trim(),
    email: asString(source.email).trim(),
    createdAt: asString(source.createdAt),
  };
}

export const TOKEN_MISSING_MESSAGE = 'Authentication failed: Token is missing in the response';

/**
 * The token from `POST /users/authorize`, or null when the answer carries none usable (a lone
 * surrogate would make writing the cookie throw).
 */
export function readToken(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const token = asId(readAs<AuthorizeResponse>(body).token);
  return token === '' ? null : token;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
