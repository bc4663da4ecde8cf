import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { deleteTokenCookie } from '@/api/tokenCookie';
import { version } from '../../package.json';
import { server } from './server';

// Screens are lazy route chunks: on a cold, loaded CI machine the first import of one (and of
// the MUI modules it pulls in) can take seconds to transform.
configure({ asyncUtilTimeout: 10_000 });

// What webpack's DefinePlugin sets in a build.
process.env.APP_VERSION = version;

// jsdom has no layout, so no scrolling; the app scrolls to the top on every navigation.
window.scrollTo = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  deleteTokenCookie();
  window.localStorage.clear();
});
afterAll(() => server.close());
