/** A Drive v3 error answer: status and the JSON Google sends (`{error: {code, message, errors: [...], status}}`). */
export interface DriveError {
  status: number;
  body: {
    error: {
      code: number;
      message: string;
      errors: { message: string; domain: string; reason: string; location?: string; locationType?: string }[];
      status?: string;
    };
  };
  headers?: Record<string, string>;
}

function driveError(
  code: number,
  message: string,
  reason: string,
  extra: { detail?: string; location?: string; locationType?: string; status?: string } = {},
): DriveError {
  const { detail, location, locationType, status } = extra;
  return {
    status: code,
    body: {
      error: {
        code,
        message,
        errors: [
          {
            message: detail ?? message,
            domain: 'global',
            reason,
            ...(location ? { location, locationType: locationType ?? 'parameter' } : {}),
          },
        ],
        ...(status ? { status } : {}),
      },
    },
  };
}

export const DRIVE_ERRORS = {
  unauthenticated: (): DriveError => ({
    ...driveError(
      401,
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
      'authError',
      {
        detail: 'Invalid Credentials',
        location: 'Authorization',
        locationType: 'header',
        status: 'UNAUTHENTICATED',
      },
    ),
    headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  }),
  insufficientScopes: () =>
    driveError(403, 'Request had insufficient authentication scopes.', 'insufficientPermissions', {
      detail: 'Insufficient Permission',
      status: 'PERMISSION_DENIED',
    }),
  notFound: (id: string) => driveError(404, `File not found: ${id}.`, 'notFound', { location: 'fileId' }),
  invalid: (location: string, message = 'Invalid Value') => driveError(400, message, 'invalid', { location }),
  invalidFields: (field: string) =>
    driveError(400, `Invalid field selection ${field}`, 'invalidParameter', { location: 'fields' }),
  fieldsRequired: () =>
    driveError(400, "The 'fields' parameter is required for this method.", 'required', {
      location: 'fields',
    }),
  badRequest: (message: string) => driveError(400, message, 'badRequest'),
  notDownloadable: () =>
    driveError(
      403,
      'Only files with binary content can be downloaded. Use Export with Docs Editors files.',
      'fileNotDownloadable',
      { location: 'alt' },
    ),
  rangeNotSatisfiable: () => driveError(416, 'Request range not satisfiable', 'requestedRangeNotSatisfiable'),
  tooLarge: () =>
    driveError(
      413,
      'Request Too Large: media uploaded with uploadType=media or multipart is limited to 5 MB; use uploadType=resumable.',
      'uploadTooLarge',
    ),
  uploadNotFound: () =>
    driveError(404, 'Upload session not found or expired.', 'notFound', { location: 'upload_id' }),
  failure: (status: number) =>
    driveError(
      status,
      status === 429 ? 'Rate Limit Exceeded' : 'Backend Error',
      status === 429 ? 'rateLimitExceeded' : 'backendError',
    ),
};
