import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YarnPhoto } from '@yarn-mgmt/contracts';
import { ApiError, getApiBase, handleUnauthorized, readToken } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

function responseError(xhr: XMLHttpRequest): ApiError {
  let serverError: string | undefined;
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText) as unknown;
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      serverError = body.error;
    }
  } catch {
    body = xhr.responseText;
  }
  return new ApiError(
    serverError ?? `Upload failed with status code ${xhr.status}`,
    xhr.status,
    serverError,
    body,
  );
}

/**
 * `POST /yarn/:id/photos` as multipart field `photo`. XMLHttpRequest, not fetch: only it reports upload progress.
 * `onProgress` gets 0-100.
 */
export function uploadYarnPhoto(
  id: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<YarnPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getApiBase()}/yarn/${encodeURIComponent(id)}/photos`);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 401) handleUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(JSON.parse(xhr.responseText) as YarnPhoto);
      } else {
        reject(responseError(xhr));
      }
    };
    xhr.onerror = () => reject(new ApiError('Network error', 0));
    const form = new FormData();
    form.append('photo', file);
    xhr.send(form);
  });
}

export function useUploadYarnPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; file: File; onProgress?: (percent: number) => void }) =>
      uploadYarnPhoto(input.id, input.file, input.onProgress),
    onSuccess: (_photo, input) => void queryClient.invalidateQueries({ queryKey: yarnKeys.detail(input.id) }),
  });
}
