import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { sessionExpired } from './sessionExpired';
import { deleteTokenCookie, readTokenCookie } from './tokenCookie';

/** Set in the thunk extra argument of stores that must never reach the network (support's replay). */
export interface OfflineExtra {
  offline?: (call: { endpoint: string; args: string | FetchArgs }) => { error: FetchBaseQueryError };
}

/**
 * Set in the thunk extra argument of a page server's per-request store: the API it reads (an
 * absolute URL, decided when the server starts, not when the app was built) and the fetch to read
 * it with. Never a shopper's token: a rendered page holds shared data only.
 */
export interface ServerFetchExtra {
  serverFetch?: { baseUrl: string; fetchFn: typeof fetch };
}

type Query = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

const serverQueries = new WeakMap<NonNullable<ServerFetchExtra['serverFetch']>, Query>();

function serverQuery(server: NonNullable<ServerFetchExtra['serverFetch']>): Query {
  let query = serverQueries.get(server);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: server.baseUrl,
      fetchFn: server.fetchFn,
      prepareHeaders: (headers) => {
        headers.set('Accept', 'application/json');
        return headers;
      },
    });
    serverQueries.set(server, query);
  }
  return query;
}

/**
 * JSON with credentials and the bearer token on every request (spec §6, §7). Any 401 ends the
 * session: the cookie goes and the user is signed out everywhere at once (spec §4).
 */
export function createBaseQuery(baseUrl: string): Query {
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
    const extra = api.extra as (OfflineExtra & ServerFetchExtra) | undefined;
    if (extra?.offline) return extra.offline({ endpoint: api.endpoint, args });
    if (extra?.serverFetch) return serverQuery(extra.serverFetch)(args, api, extraOptions);
    const result = await rawBaseQuery(args, api, extraOptions);
    const error = result.error as { status?: unknown; originalStatus?: unknown } | undefined;
    if (error?.status === 401 || error?.originalStatus === 401) {
      deleteTokenCookie();
      api.dispatch(sessionExpired());
    }
    return result;
  };
}
