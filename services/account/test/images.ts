/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1x1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A multipart form with the file in the `avatar` field. */
export const avatarForm = (data: Buffer, name = 'me.png', type = 'image/png') => {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(data)], { type }), name);
  return form;
};
