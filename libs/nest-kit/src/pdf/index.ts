export * from './pdf-text.js';
export type { PdfSource } from './pdf-source.js';
export * from './pdf-cover.js';
export * from './pdf-images.js';
export * from './pdf-page-image.js';
