import { jest } from '@jest/globals';
import { ApiError } from './api-error';
import { createApiClient } from './api-client';

/** Just enough XMLHttpRequest to play a server: records what was sent, answers when told. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function uploadClient(onUnauthorized = jest.fn()) {
  const xhr = new FakeXhr();
  const client = createApiClient({ createXhr: () => xhr as unknown as XMLHttpRequest, onUnauthorized });
  return { xhr, client, onUnauthorized };
}

function form() {
  const data = new FormData();
  data.append('photo', new Blob(['x'], { type: 'image/png' }), 'a.png');
  return data;
}

afterEach(() => localStorage.clear());

describe('api client upload', () => {
  it('posts the form under the base path with the bearer token and reports progress', async () => {
    localStorage.setItem('token', 'abc');
    const { xhr, client } = uploadClient();
    const progress: number[] = [];
    const body = form();
    const done = client.upload('/yarn/1/photos', body, { onProgress: (p) => progress.push(p) });
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(201, { id: 'p1' });
    await expect(done).resolves.toEqual({ id: 'p1' });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/yarn/1/photos');
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.body).toBe(body);
    expect(xhr.timeout).toBe(10_000);
    expect(progress).toEqual([25, 100, 100]);
  });

  it("rejects with the server's error field, and a 401 signs out", async () => {
    const { xhr, client, onUnauthorized } = uploadClient();
    const refused = client.upload('/yarn/1/photos', form());
    xhr.answer(400, { statusCode: 400, error: 'Photos must be JPEG, PNG, WebP or GIF' });
    await expect(refused).rejects.toMatchObject({
      message: 'Photos must be JPEG, PNG, WebP or GIF',
      status: 400,
    });
    const expired = client.upload('/yarn/1/photos', form());
    xhr.answer(401, { error: 'Unauthorized' });
    await expect(expired).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('says when the upload timed out or the network failed', async () => {
    const { xhr, client } = uploadClient();
    const slow = client.upload('/yarn/1/photos', form());
    xhr.ontimeout?.();
    await expect(slow).rejects.toMatchObject({ message: 'Request timed out after 10000 ms', status: 0 });
    const offline = client.upload('/yarn/1/photos', form());
    xhr.onerror?.();
    await expect(offline).rejects.toMatchObject({ message: 'Network error', status: 0 });
  });
});

describe('api client files: getBlob, postBlob, forms', () => {
  function blobFetch(status: number) {
    const calls: Array<[string, RequestInit]> = [];
    const fetch = (input: string, init: RequestInit) => {
      calls.push([input, init]);
      return Promise.resolve({
        ok: status < 300,
        status,
        blob: () => Promise.resolve(new Blob(['png'])),
        text: () => Promise.resolve(JSON.stringify({ error: 'Photo not found' })),
      } as Response);
    };
    return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
  }

  it('fetches a URL the server handed out as it is, with the bearer token', async () => {
    localStorage.setItem('token', 'abc');
    const { calls, fetch } = blobFetch(200);
    const blob = await createApiClient({ fetch }).getBlob('/api/yarn/1/photos/2');
    expect(blob).toBeInstanceOf(Blob);
    expect(calls[0]?.[0]).toBe('/api/yarn/1/photos/2');
    expect(calls[0]?.[1].headers).toMatchObject({ Authorization: 'Bearer abc', Accept: '*/*' });
  });

  it('fails like any call, and a 401 signs out', async () => {
    const onUnauthorized = jest.fn();
    await expect(createApiClient({ fetch: blobFetch(404).fetch }).getBlob('/files/x')).rejects.toMatchObject({
      status: 404,
      message: 'Photo not found',
    });
    await expect(
      createApiClient({ fetch: blobFetch(401).fetch, onUnauthorized }).getBlob('/files/x'),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('postBlob sends JSON and answers the file (an export)', async () => {
    const { calls, fetch } = blobFetch(200);
    expect(await createApiClient({ fetch }).postBlob('/settings/export', { format: 'json' })).toBeInstanceOf(
      Blob,
    );
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"format":"json"}' });
    expect(calls[0]?.[1].headers).toMatchObject({ Accept: '*/*', 'Content-Type': 'application/json' });
  });

  it('sends a multipart form as it is, leaving its content type to the browser', async () => {
    const { calls, fetch } = blobFetch(200);
    const form = new FormData();
    form.append('first_name', 'Bea');
    await createApiClient({ fetch }).put('/auth/profile', form);
    expect(calls[0]?.[1]).toMatchObject({ method: 'PUT', body: form });
    expect(calls[0]?.[1].headers).not.toHaveProperty('Content-Type');
  });
});
