import { RecordUsageInputSchema, YarnCreateInputSchema, type Yarn } from '@yarn-mgmt/contracts';
import { fuzzEndpoint, type FuzzRequest } from '@yarn-mgmt/testing';
import fc from 'fast-check';
import { PNG, inventorySuite, yarnBody } from './helpers.js';

// Hostile input (issue 7): every write endpoint under /yarn refuses malformed requests with a 4xx and changes
// nothing. Entries of ann's are the targets; bob's entry is an id ann must not reach.
const suite = inventorySuite('inventory_fuzz_yarn');
const svc = () => suite.harness;
const ann = () => suite.harness.user('ann');
let entry: Yarn;
let bobs: Yarn;
let photoId: string;

beforeAll(async () => {
  entry = await suite.create(ann().token, { skeins_total: 10_000, skeins_remaining: 10_000 });
  bobs = await suite.create(suite.harness.user('bob').token);
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'swatch.png');
  const photo = await ann().call('POST', `/yarn/${entry.id}/photos`, { form });
  expect(photo.status).toBe(201);
  photoId = (photo.body as { id: string }).id;
});

const others = () => [bobs.id];
const valid = () => yarnBody();

/** Multipart bodies with no acceptable photo: wrong field, not an image, several files, a broken form. */
const brokenUploads = (): fc.Arbitrary<FuzzRequest> => {
  const bytes = fc.uint8Array({ maxLength: 2_048 });
  const form = fc
    .tuple(
      fc.constantFrom('photo', 'file', 'photos', '', '\u0000'),
      bytes,
      fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
      fc.constantFrom('swatch.png', '', '../../etc/passwd', 'a\u0000.png', 'x'.repeat(500)),
      fc.boolean(),
    )
    .map(([field, data, type, name, twice]): FuzzRequest => {
      const body = new FormData();
      // Random bytes are never a PNG or JPEG the upload would keep.
      const blob = new Blob([data.length >= 8 && data[0] === 0x89 ? data.subarray(1) : data], { type });
      body.append(field, blob, name);
      if (twice) body.append(field, blob, name);
      return { body };
    });
  const raw = fc
    .tuple(fc.string({ maxLength: 64 }), fc.constantFrom('xyz', '', '"quoted"', '-'.repeat(100)))
    .map(([payload, boundary]): FuzzRequest => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${payload}`,
    }));
  const odd = fc.constantFrom<FuzzRequest>(
    { contentType: 'application/json', body: '{"photo":"iVBORw0KGgo="}' },
    { contentType: 'text/plain', body: 'photo' },
    { contentType: 'multipart/form-data', body: 'no boundary' },
    {},
  );
  return fc.oneof(form, raw, odd);
};

describe('hostile requests to /yarn', () => {
  fuzzEndpoint(svc, { method: 'POST', path: () => '/yarn', schema: YarnCreateInputSchema, valid, as: ann });
  fuzzEndpoint(svc, {
    method: 'PUT',
    name: 'PUT /yarn/:id',
    path: () => `/yarn/${entry.id}`,
    schema: YarnCreateInputSchema,
    valid,
    as: ann,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    name: 'POST /yarn/:id/use',
    path: () => `/yarn/${entry.id}/use`,
    schema: RecordUsageInputSchema,
    valid: { skeins: 0.5, yardage: 0 },
    as: ann,
  });
  fuzzEndpoint(svc, { method: 'DELETE', path: (id) => `/yarn/${id}`, as: ann, otherIds: others });
  fuzzEndpoint(svc, { method: 'PATCH', path: (id) => `/yarn/${id}/favorite`, as: ann, otherIds: others });
  fuzzEndpoint(svc, {
    method: 'POST',
    path: (id) => `/yarn/${id}/add-to-shopping-list`,
    as: ann,
    otherIds: others,
  });
  fuzzEndpoint(svc, {
    method: 'POST',
    name: 'POST /yarn/:id/photos (broken uploads)',
    path: () => `/yarn/${entry.id}/photos`,
    requests: brokenUploads(),
    as: ann,
  });
  fuzzEndpoint(svc, { method: 'POST', path: (id) => `/yarn/${id}/photos`, as: ann, otherIds: others });
  fuzzEndpoint(svc, {
    method: 'DELETE',
    path: (id) => `/yarn/${entry?.id}/photos/${id}`,
    name: 'DELETE /yarn/:id/photos/:photoId',
    as: ann,
    otherIds: () => [bobs.id],
  });
  fuzzEndpoint(svc, {
    method: 'PUT',
    name: 'PUT /yarn/:id/photos/:photoId/cover',
    path: (id) => `/yarn/${id}/photos/${photoId}/cover`,
    as: ann,
    otherIds: others,
  });
});
