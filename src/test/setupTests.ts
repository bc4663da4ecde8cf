import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { deleteTokenCookie } from '@/api/tokenCookie';
import { version } from '../../package.json';
import { resetMyReviews } from './fakeMyReviews';
import { resetShop } from './fakeShop';
import { resetReviews } from './fakeReviews';
import { server } from './server';

// How long findBy*/waitFor wait for a condition, everywhere (no test sets its own): on a cold,
// loaded machine the first import of a lazy screen and the MUI modules it pulls in can take
// seconds to transform.
configure({ asyncUtilTimeout: 15_000 });

// What webpack's DefinePlugin sets in a build.
process.env.APP_VERSION = version;

// jsdom has no layout, so no scrolling; the app scrolls to the top on every navigation.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetShop();
  resetMyReviews();
  resetReviews();
  deleteTokenCookie();
  window.localStorage.clear();
});
afterAll(() => server.close());
