// The jest setup every React package shares: jsdom, swc for TSX, CSS stubbed, jest-dom matchers.
const { join } = require('node:path');

/** @returns {import('jest').Config} */
function reactJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: join(__dirname, 'jsdom-environment.js'),
    transform: {
      '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    },
    moduleNameMapper: { '\\.css$': join(__dirname, 'style-stub.js') },
    setupFiles: [join(__dirname, 'jsdom-polyfills.js')],
    setupFilesAfterEnv: ['@testing-library/jest-dom', join(__dirname, 'deferred-parts.js')],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    // User-event flows render whole pages; on a busy 2-core CI machine 5 s is not enough.
    testTimeout: 20_000,
  };
}

module.exports = { reactJestConfig };
