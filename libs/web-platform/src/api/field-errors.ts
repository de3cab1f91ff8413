import { ApiError } from './api-error';

/**
 * A 400's `fieldErrors` ({ field: [messages] }) as one message per field of a form, for react-hook-form's
 * `setError`. A nested path (`yardage_by_size.0.yards`) counts when its first segment is one of `fields`;
 * anything else (another form's field, `_`) is left to the form's general error.
 */
export function fieldErrorsFrom<F extends string>(
  error: unknown,
  fields: readonly F[],
): Array<[F | `${F}.${string}`, string]> {
  const body = error instanceof ApiError ? error.body : error;
  if (!body || typeof body !== 'object' || !('fieldErrors' in body)) return [];
  const { fieldErrors } = body as { fieldErrors?: unknown };
  if (!fieldErrors || typeof fieldErrors !== 'object') return [];
  const known = new Set<string>(fields);
  return Object.entries(fieldErrors as Record<string, unknown>)
    .map(([field, messages]): [string, string] => [
      field,
      Array.isArray(messages) ? String(messages[0] ?? '') : String(messages),
    ])
    .filter((entry): entry is [F | `${F}.${string}`, string] => {
      const [field, message] = entry;
      return known.has(field.split('.')[0] ?? '') && message !== '';
    });
}
