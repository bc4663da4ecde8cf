import '@testing-library/jest-dom';
import { deleteTokenCookie } from '@/api/tokenCookie';
import { server } from './server';

// jsdom has no layout, so no scrolling; the app scrolls to the top on every navigation.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  deleteTokenCookie();
  window.localStorage.clear();
});
afterAll(() => server.close());
