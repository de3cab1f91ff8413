/** What the federation runtime hands back instead of a remote's module when the remote cannot load. */
export interface UnavailableModule {
  readonly routes: readonly [];
  readonly unavailable: true;
  readonly error: unknown;
}

export function unavailableModule(error: unknown): UnavailableModule {
  return { routes: [], unavailable: true, error };
}

export function isUnavailableModule(value: unknown): value is UnavailableModule {
  return (
    typeof value === 'object' && value !== null && (value as { unavailable?: unknown }).unavailable === true
  );
}
