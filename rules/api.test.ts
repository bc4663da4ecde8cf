import { API_PREFIX } from './api';
import { lacksEndpoint } from './missingEndpoint';

it('mounts the API under one versioned path', () => {
  expect(API_PREFIX).toBe('/api/v1');
});

it('takes Not Found, Method Not Allowed and Not Implemented, and nothing else, for an endpoint the API lacks', () => {
  expect([404, 405, 501].every(lacksEndpoint)).toBe(true);
  for (const status of [200, 400, 401, 403, 409, 422, 429, 500, 502, 503, '404', null, undefined])
    expect(lacksEndpoint(status)).toBe(false);
});
