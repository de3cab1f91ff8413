export * from './fake-google.js';
export { DRIVE_SIMPLE_UPLOAD_LIMIT, DRIVE_CHUNK_GRANULARITY } from './drive-upload.js';
export { FOLDER_MIME } from './drive-store.js';
export { GOOGLE_TITLE } from './google-oauth.js';
export { parseDriveQuery, DriveQueryError } from './drive-query.js';
export * from '../oauth-provider/index.js';
