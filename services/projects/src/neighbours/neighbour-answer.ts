/**
 * What a call to another service came to: its answer, a refusal the caller passes on (the other service's own
 * status and message: not found, not enough yarn), or nothing usable (down, slow, a 5xx, an unexpected shape).
 */
export type NeighbourAnswer<T> =
  { kind: 'ok'; value: T } | { kind: 'refused'; status: number; error: string } | { kind: 'unavailable' };

/** 5xx, a timeout or a refused connection are "unavailable"; a 4xx is the other service's answer to pass on. */
export function answerOf<T>(
  result: { ok: true; data: unknown } | { ok: false; status?: number; error: string },
  parse: (data: unknown) => T | undefined,
): NeighbourAnswer<T> {
  if (!result.ok) {
    return result.status !== undefined && result.status >= 400 && result.status < 500
      ? { kind: 'refused', status: result.status, error: result.error }
      : { kind: 'unavailable' };
  }
  const value = parse(result.data);
  return value === undefined ? { kind: 'unavailable' } : { kind: 'ok', value };
}
