/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
