import { http, HttpResponse } from 'msw';
import { readTokenCookie, writeTokenCookie } from '@/api/tokenCookie';
import { setupStore } from '@/app/store';
import { authApi } from '@/features/auth/authApi';
import { sessionRestored, signedIn } from '@/features/auth/authSlice';
import { storeInfoApi } from '@/features/store-info/storeInfoApi';
import { API } from '@/test/api';
import { server } from '@/test/server';

describe('base query', () => {
  it('sends the token as a bearer header, with credentials', async () => {
    writeTokenCookie('secret-token');
    let seen: { authorization: string | null; credentials: RequestCredentials } | null = null;
    server.use(
      http.get(`${API}/accountInfo`, ({ request }) => {
        seen = { authorization: request.headers.get('authorization'), credentials: request.credentials };
        return HttpResponse.json({ data: { firstName: 'A', lastName: 'B', email: 'a@b.in', createdAt: '' } });
      }),
    );
    const store = setupStore();
    await store.dispatch(authApi.endpoints.getAccountInfo.initiate());
    expect(seen).toEqual({ authorization: 'Bearer secret-token', credentials: 'include' });
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${API}/storeInfo`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    await setupStore().dispatch(storeInfoApi.endpoints.getStoreInfo.initiate());
    expect(authorization).toBeNull();
  });

  it('on any 401 deletes the cookie and signs the user out', async () => {
    writeTokenCookie('expired-token');
    server.use(http.get(`${API}/accountInfo`, () => HttpResponse.json({ error: 'Unauthorized' }, { status: 401 })));
    const store = setupStore();
    store.dispatch(sessionRestored({ hasToken: true }));
    store.dispatch(signedIn({ email: 'a@b.in' }));
    await store.dispatch(authApi.endpoints.getAccountInfo.initiate());
    expect(readTokenCookie()).toBeNull();
    expect(store.getState().auth).toEqual({ status: 'signedOut', email: null });
  });

  it('keeps the session on other errors', async () => {
    writeTokenCookie('good-token');
    server.use(http.get(`${API}/accountInfo`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const store = setupStore();
    store.dispatch(sessionRestored({ hasToken: true }));
    await store.dispatch(authApi.endpoints.getAccountInfo.initiate());
    expect(readTokenCookie()).toBe('good-token');
    expect(store.getState().auth.status).toBe('signedIn');
  });
});
