export * from './file-storage.js';
export * from './image-type.js';
export * from './streamed-upload.js';
export * from './file-upload.interceptor.js';
export * from './drive-file-link.js';
export * from './content-disposition.js';
