/**
 * The statuses by which an API says it has no such endpoint at all (the spec's API has no search,
 * delivery check or reviews): Not Found, Method Not Allowed, Not Implemented. A feature the API
 * lacks is hidden, never shown as failing. A 404 of an endpoint that exists carries a body saying
 * why (a pincode not served, a product not found), which the caller reads first.
 */
export const MISSING_ENDPOINT_STATUSES: readonly number[] = [404, 405, 501];

export const lacksEndpoint = (status: unknown): boolean => typeof status === 'number' && MISSING_ENDPOINT_STATUSES.includes(status);
