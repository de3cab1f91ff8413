import { ApiError } from './api-error';
import { failureFrom, parseBody } from './request-url';

export interface UploadOptions {
  /** Called with 0-100 while the body is sent, and 100 once the server has answered. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface XhrUploadRequest {
  url: string;
  body: FormData;
  headers: Record<string, string>;
  timeoutMs: number;
  onUnauthorized: () => void;
  createXhr: () => XMLHttpRequest;
}

/** XMLHttpRequest, not fetch: only it reports upload progress. Same timeout, error and 401 rules as every call. */
export function xhrUpload<T>(request: XhrUploadRequest, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = request.createXhr();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort);
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const data = parseBody(xhr.responseText);
      if (xhr.status === 401) request.onUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(data as T);
        return;
      }
      const { message, serverError } = failureFrom(xhr.status, data);
      reject(new ApiError(message, xhr.status, serverError, data));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError('Network error', 0));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiError(`Request timed out after ${request.timeoutMs} ms`, 0));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was aborted', 'AbortError'));
    };
    xhr.send(request.body);
  });
}
