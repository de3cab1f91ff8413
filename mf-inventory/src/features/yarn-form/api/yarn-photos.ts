import { INVENTORY_API, type Yarn, type YarnPhoto } from '@yarn-mgmt/contracts';
import type { ApiClient, UploadOptions } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { segment, yarnKeys } from '../../../api/query-keys';

export interface PhotoUpload {
  id: string;
  file: File;
  onProgress?: UploadOptions['onProgress'];
}

/** `POST /yarn/:id/photos`, multipart field `photo`, with upload progress (0-100). */
export function uploadYarnPhoto(
  client: ApiClient,
  { id, file, onProgress }: PhotoUpload,
): Promise<YarnPhoto> {
  const form = new FormData();
  form.append('photo', file);
  return client.upload<YarnPhoto>(INVENTORY_API.photos(segment(id)), form, { onProgress });
}

export function deleteYarnPhoto(client: ApiClient, { id, photoId }: PhotoRef): Promise<void> {
  return client.delete<void>(INVENTORY_API.photo(segment(id), segment(photoId)));
}

/** Makes the photo the entry's cover (the card's picture); answers the entry's photos, cover first. */
export function setCoverPhoto(client: ApiClient, { id, photoId }: PhotoRef): Promise<YarnPhoto[]> {
  return client.put<YarnPhoto[]>(INVENTORY_API.photoCover(segment(id), segment(photoId)));
}

export interface PhotoRef {
  id: string;
  photoId: string;
}

export function useUploadYarnPhoto() {
  return useApiMutation(uploadYarnPhoto, {
    onSuccess: (_photo, { id }, queryClient) =>
      void queryClient.invalidateQueries({ queryKey: yarnKeys.detail(id) }),
  });
}

export function useDeleteYarnPhoto() {
  return useApiMutation(deleteYarnPhoto, {
    invalidates: [yarnKeys.lists()],
    onSuccess: (_data, { id, photoId }, queryClient) =>
      queryClient.setQueryData<Yarn>(yarnKeys.detail(id), (old) =>
        old ? { ...old, photos: old.photos.filter((photo) => photo.id !== photoId) } : old,
      ),
  });
}

export function useSetCoverPhoto() {
  return useApiMutation(setCoverPhoto, {
    invalidates: [yarnKeys.lists()],
    onSuccess: (photos, { id }, queryClient) =>
      queryClient.setQueryData<Yarn>(yarnKeys.detail(id), (old) => (old ? { ...old, photos } : old)),
  });
}
