import {
  RAVELRY_PATTERN_ERRORS,
  isRavelryPatternId,
  type Pattern,
  type RavelryPatternErrorCode,
} from '@yarn-mgmt/contracts';

/** The community service's integration page (its slug in /settings/integrations/{slug}). */
export const RAVELRY_INTEGRATION_PATH = '/settings/integrations/ravelry';

/**
 * A pattern read live from Ravelry (`?source=ravelry` with Ravelry's numeric id), not a row of the library: it
 * cannot be edited, deleted, made a favourite or started as a project. A pattern imported from Ravelry into the
 * library has a UUID and `source: 'ravelry'`: it is a library pattern.
 */
export function isLivePattern(pattern: Pick<Pattern, 'id' | 'source'>): boolean {
  return pattern.source === 'ravelry' && isRavelryPatternId(pattern.id);
}

/** The page's `?source=ravelry` reads Ravelry only for a Ravelry id; a library UUID is always read locally. */
export function readsLive(id: string, source: Pattern['source']): boolean {
  return source === 'ravelry' && isRavelryPatternId(id);
}

/** The live read's error code (`RAVELRY_NOT_CONNECTED`...), when the failure carries one. */
export function ravelryErrorCode(error: unknown): RavelryPatternErrorCode | null {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : null;
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : null;
  return typeof code === 'string' && Object.hasOwn(RAVELRY_PATTERN_ERRORS, code)
    ? (code as RavelryPatternErrorCode)
    : null;
}
