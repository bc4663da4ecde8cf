/**
 * How many cases a slow property test runs: `quick` in every `npm test` (each test within jest's
 * 30 s), `thorough` when PROPERTY_RUNS=thorough, as in the separate CI step (.ci/run) that runs the
 * `*.property.test.*` files. The server's tests read the same variable (server/test/helpers.ts).
 */
export const thorough = process.env.PROPERTY_RUNS === 'thorough';

export const propertyRuns = (quick: number, thoroughRuns: number) => (thorough ? thoroughRuns : quick);
