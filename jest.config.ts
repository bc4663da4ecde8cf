import type { Config } from 'jest';

const transform: Config['transform'] = { '\\.[mc]?[jt]sx?$': 'babel-jest' };
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '\\.(png|jpe?g|svg|webp|gif)$': '<rootDir>/src/test/fileStub.ts',
};
// MSW 2's dependencies and @redux-devtools/instrument ship ESM only: babel compiles them for jest.
const transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|@redux-devtools)/)'];

const config: Config = {
  // PGlite and jsdom are both memory-hungry; two workers fit the 2-core CI machine.
  maxWorkers: 2,
  // The one test timeout of the suite, both projects (jest reads it from the root config only): the
  // budget of the longest test, a property test of three whole shopper sessions, on a loaded 2-core
  // machine. A test that waits in vain fails sooner, at testing-library's asyncUtilTimeout
  // (src/test/setupTests.ts), the only other timeout.
  testTimeout: 180_000,
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
      moduleNameMapper,
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      transform,
      // PGlite's CommonJS build calls import(), which jest's sandbox only allows once babel rewrites it.
      transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
    },
  ],
};

export default config;
