import { USER_DATA_INTERNAL_API } from '@yarn-mgmt/contracts';
import type { SuiteCall } from './service-suite.js';
import type { Reply } from './test-caller.js';

/**
 * A backup restored over the account it came from, one service's part: the user's part exported (with its files)
 * and imported straight back, as the account service's restore sends it. Answers the import's reply.
 */
export async function reimportOwnPart(call: SuiteCall, token: string): Promise<Reply> {
  const exported = await call('GET', `${USER_DATA_INTERNAL_API.export}?files=true`, { token });
  if (exported.status !== 200) throw new Error(`export: ${exported.status} ${JSON.stringify(exported.body)}`);
  return call('POST', USER_DATA_INTERNAL_API.import, {
    token,
    body: { part: exported.body as unknown, maps: {} },
  });
}

/** Marks a row as a Ravelry sync leaves it: linked to the provider's id (unique per user and source). */
export async function linkToRavelry(
  query: (sql: string, params?: unknown[]) => Promise<unknown>,
  table: 'yarn_items' | 'patterns' | 'projects',
  id: string,
  externalId: string,
): Promise<void> {
  await query(
    `UPDATE ${table} SET external_source = 'ravelry', external_id = $2, external_snapshot = '{}'::jsonb,
     external_synced_at = now() WHERE id = $1`,
    [id, externalId],
  );
}
