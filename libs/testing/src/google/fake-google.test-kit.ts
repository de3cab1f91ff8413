import { DRIVE_FILE_SCOPE, LOCAL_GOOGLE_CLIENT, type FakeGoogle, type GoogleClient } from './fake-google.js';

export const CALLBACK = 'http://127.0.0.1:9/api/integrations/google-drive/callback';

export interface GoogleTokens {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export function googleAuthUrl(
  fake: FakeGoogle,
  params: Record<string, string> = {},
  client: GoogleClient = LOCAL_GOOGLE_CLIENT,
): string {
  const url = new URL(fake.authUrl);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: DRIVE_FILE_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    state: 'google-state',
    ...params,
  }).toString();
  return url.toString();
}

export const googleToken = (
  fake: FakeGoogle,
  form: Record<string, string>,
  client: GoogleClient = LOCAL_GOOGLE_CLIENT,
) =>
  fetch(fake.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      ...form,
    }).toString(),
  });

export async function googleCode(
  fake: FakeGoogle,
  params: Record<string, string> = {},
  client?: GoogleClient,
) {
  return new URL(await fake.approve(googleAuthUrl(fake, params, client))).searchParams.get('code')!;
}

/** Consent given and the code exchanged: a linked Drive. */
export async function linkDrive(
  fake: FakeGoogle,
  params: Record<string, string> = {},
  client?: GoogleClient,
): Promise<GoogleTokens> {
  const code = await googleCode(fake, params, client);
  const response = await googleToken(
    fake,
    { grant_type: 'authorization_code', code, redirect_uri: CALLBACK },
    client,
  );
  if (response.status !== 200) throw new Error(`token exchange: ${response.status} ${await response.text()}`);
  return (await response.json()) as GoogleTokens;
}

export function driveCall(fake: FakeGoogle, token: string, path: string, init: RequestInit = {}) {
  return fetch(`${fake.apiUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) },
  });
}

export function multipartBody(metadata: object, content: Buffer, type = 'application/pdf') {
  const boundary = 'fake-google-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${JSON.stringify(metadata)}\r\n`,
    ),
    Buffer.from(`--${boundary}\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}

/** Bytes that look like a PDF, `size` long, different at every offset (a misplaced chunk shows). */
export function pdfBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 8)) & 0xff;
  bytes.write('%PDF-1.7\n', 0);
  return bytes;
}
