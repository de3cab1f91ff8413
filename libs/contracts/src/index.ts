export * from './platform/fields.js';
export * from './auth/sign-up-rules.js';
export * from './auth/auth.schemas.js';
export * from './platform/errors.js';
export * from './platform/routes.js';
export * from './platform/services.js';
export * from './inventory/inventory.constants.js';
export * from './inventory/inventory.schemas.js';
