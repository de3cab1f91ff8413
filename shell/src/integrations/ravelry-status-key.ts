// The Ravelry status's query key apart from its API: the top bar reads the status's cache on every page, and the
// Ravelry API's contract module carries its schemas (zod), which no first page loads (issue 23).
export const ravelryStatusKey = ['integrations', 'ravelry', 'status'] as const;
