export * from './make-pattern-pdf.js';
export * from './make-scanned-pdf.js';
