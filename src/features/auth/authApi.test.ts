import { http, HttpResponse } from 'msw';
import { readTokenCookie } from '@/api/tokenCookie';
import { setupStore } from '@/app/store';
import { API } from '@/test/api';
import { server } from '@/test/server';
import { authApi } from './authApi';

const lastToast = (store: ReturnType<typeof setupStore>) => store.getState().ui.notifications.at(-1);

describe('login', () => {
  it('sends the trimmed, lower-cased e-mail, keeps the token only in the cookie and signs in', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/users/authorize`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'tok-123' });
      }),
    );
    const store = setupStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: ' Asha@Example.IN ', password: 'secret1' }));
    expect(body).toEqual({ email: 'asha@example.in', password: 'secret1' });
    expect(result.data).toEqual({ email: 'asha@example.in' });
    expect(readTokenCookie()).toBe('tok-123');
    expect(store.getState().auth).toEqual({ status: 'signedIn', email: 'asha@example.in' });
    expect(JSON.stringify(store.getState())).not.toContain('tok-123');
  });

  it.each([
    [
      'the server error field',
      () => HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 }),
      'Invalid email or password',
    ],
    ['an answer without one', () => HttpResponse.json({}, { status: 500 }), 'Failed to login. Please check your credentials.'],
    ['no answer at all', () => HttpResponse.error(), 'No response from server. Please try again later.'],
    ['an answer without a token', () => HttpResponse.json({}), 'Authentication failed: Token is missing in the response'],
  ])('on failure shows the Error notice with %s', async (_case, answer, message) => {
    server.use(http.post(`${API}/users/authorize`, answer));
    const store = setupStore();
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.in', password: 'secret1' }));
    expect(result.error).toBeDefined();
    expect(lastToast(store)).toMatchObject({ title: 'Error', description: message, variant: 'error' });
    expect(readTokenCookie()).toBeNull();
  });
});

describe('register', () => {
  it('sends trimmed names and a normalised e-mail', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/users/register`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    await setupStore().dispatch(
      authApi.endpoints.register.initiate({ email: 'NEW@Shop.in ', password: 'secret1', firstName: ' Ravi ', lastName: 'Kumar ' }),
    );
    expect(body).toEqual({ email: 'new@shop.in', password: 'secret1', firstName: 'Ravi', lastName: 'Kumar' });
  });

  it('shows the Registration Error notice with the server message, else the fallback', async () => {
    server.use(http.post(`${API}/users/register`, () => HttpResponse.json({ error: 'Email taken' }, { status: 409 })));
    const store = setupStore();
    await store.dispatch(authApi.endpoints.register.initiate({ email: 'a@b.in', password: 'x', firstName: 'Ab', lastName: 'Cd' }));
    expect(lastToast(store)).toMatchObject({ title: 'Registration Error', description: 'Email taken' });

    server.use(http.post(`${API}/users/register`, () => new HttpResponse(null, { status: 500 })));
    await store.dispatch(authApi.endpoints.register.initiate({ email: 'b@b.in', password: 'x', firstName: 'Ab', lastName: 'Cd' }));
    expect(lastToast(store)).toMatchObject({ title: 'Registration Error', description: 'Failed to register. Please try again.' });
  });
});

describe('account info', () => {
  it.each([
    ['a status', () => HttpResponse.json({}, { status: 503 }), 'Failed to load account information (Status: 503)'],
    ['no response', () => HttpResponse.error(), 'Failed to load account information (No response received)'],
  ])('names %s in the failure notice', async (_case, answer, message) => {
    server.use(http.get(`${API}/accountInfo`, answer));
    const store = setupStore();
    await store.dispatch(authApi.endpoints.getAccountInfo.initiate());
    expect(lastToast(store)).toMatchObject({ title: 'Error', description: message, variant: 'error' });
  });
});
