import type { Config } from 'jest';

// SWC, not Babel: the same TypeScript and JSX to CommonJS for Node in a fraction of the CPU (jest's
// whole run is CPU-bound on CI's 2 cores). webpack still compiles the app with ts-loader.
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};
const transform: Config['transform'] = { '\\.[mc]?[jt]sx?$': ['@swc/jest', swc] };
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  // What the app, the server and the fake shop agree on (rules/): pure code, imported by all three.
  '^@rules/(.*)$': '<rootDir>/rules/$1',
  '\\.(png|jpe?g|svg|webp|gif)$': '<rootDir>/src/test/fileStub.ts',
};
// MSW 2's dependencies and @redux-devtools/instrument ship ESM only: SWC compiles them for jest.
const transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@redux-devtools)/)'];

const config: Config = {
  // PGlite and jsdom are both memory-hungry; two workers fit the 2-core CI machine.
  maxWorkers: 2,
  // Every project (jest reads it from the root config only): a test that hangs fails within 30 s even
  // on a loaded 2-core machine. The few slower tests say so with their own timeout and its reason;
  // the slow property tests run few cases here and many in CI's own step (PROPERTY_RUNS=thorough,
  // src/test/propertyRuns.ts). A test that waits in vain fails sooner, at testing-library's
  // asyncUtilTimeout (src/test/setupTests.ts).
  testTimeout: 30_000,
  testSequencer: '<rootDir>/scripts/jestSequencer.mjs',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.node\\.test\\.tsx?$'],
      moduleNameMapper,
      transform,
      transformIgnorePatterns,
    },
    {
      // What runs in Node outside the server, without the browser's document: the page server and
      // the build-time prerender (their tests read the fake shop through MSW, as the web tests do),
      // and the repository's scripts (the docs' link check).
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/scripts'],
      testMatch: ['**/*.node.test.ts?(x)'],
      // As the page server's build has it (webpack.config.ts): the routes carry their loaders.
      setupFiles: ['<rootDir>/src/test/pageServerBuild.ts'],
      moduleNameMapper,
      transform,
      transformIgnorePatterns,
    },
    {
      // The rules the app, the server and the fake shop share (rules/): pure code, no environment.
      displayName: 'rules',
      testEnvironment: 'node',
      roots: ['<rootDir>/rules'],
      transform,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      transform,
      // PGlite's CommonJS build calls import(), which jest's sandbox only allows once SWC rewrites it.
      transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
    },
  ],
};

export default config;
