import type { TestDatabase } from './database.js';
import type { Reply } from './test-caller.js';

/** What every service answers while its database cannot be reached (issue 7): a JSON 503, never a 500. */
export const DATABASE_UNAVAILABLE_REPLY = {
  status: 503,
  body: {
    statusCode: 503,
    error: 'The database is unavailable. Please try again shortly.',
    code: 'DATABASE_UNAVAILABLE',
  },
} as const;

/** The same request before, while and after the service's database refuses every connection. */
export async function repliesAroundDatabaseOutage(
  db: TestDatabase,
  request: () => Promise<Reply>,
): Promise<{ before: Reply; down: Reply; after: Reply }> {
  const before = await request();
  const down = await db.whileUnreachable(request);
  return { before, down, after: await request() };
}
