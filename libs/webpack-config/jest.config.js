// Plain ESM tests of the build configuration (no TypeScript, no transform).
export default { testEnvironment: 'node', transform: {}, testMatch: ['<rootDir>/test/**/*.spec.js'] };
