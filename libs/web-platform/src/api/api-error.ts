/** A failed API call. `message` is the response's `error` field when it has one, else a description. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived (network failure, timeout). */
    readonly status: number,
    /** The response's `error` field, when the server sent one. */
    readonly serverError?: string,
    /** The parsed response body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The text to show for a failure: the server's `error` field, else the error's message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverError ?? (error.message || fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's `error` field when the failure carries one, else `fallback` (e.g. "Failed to create account"). */
export function serverErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}
