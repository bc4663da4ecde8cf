import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { sessionExpired } from './sessionExpired';
import { deleteTokenCookie, readTokenCookie } from './tokenCookie';

/** Set in the thunk extra argument of stores that must never reach the network (support's replay). */
export interface OfflineExtra {
  offline?: (call: { endpoint: string; args: string | FetchArgs }) => { error: FetchBaseQueryError };
}

/**
 * JSON with credentials and the bearer token on every request (spec §6, §7). Any 401 ends the
 * session: the cookie goes and the user is signed out everywhere at once (spec §4).
 */
export function createBaseQuery(
  baseUrl: string,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    prepareHeaders(headers) {
      const token = readTokenCookie();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Accept', 'application/json');
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const offline = (api.extra as OfflineExtra | undefined)?.offline;
    if (offline) return offline({ endpoint: api.endpoint, args });
    const result = await rawBaseQuery(args, api, extraOptions);
    const error = result.error as { status?: unknown; originalStatus?: unknown } | undefined;
    if (error?.status === 401 || error?.originalStatus === 401) {
      deleteTokenCookie();
      api.dispatch(sessionExpired());
    }
    return result;
  };
}
