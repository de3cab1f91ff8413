import { PDF_PROCESSOR_API } from '@yarn-mgmt/contracts';
import { makePatternPdf } from '@yarn-mgmt/testing';
import { fileForm, ok, PNG, send, waitFor } from './lifecycle-helpers.js';
import type { DataService, LifecycleWorld } from './lifecycle-world.js';

/**
 * A lived-in account: an avatar, settings and preferences away from the defaults, yarn with a photo, a shopping
 * list, a pattern with its PDF (read by the PDF processor, which keeps the upload, and saved to the library from
 * there), a project using both.
 */
export async function fillAccount(world: LifecycleWorld, token: string): Promise<void> {
  const profile = fileForm(PNG, 'avatar', 'me.png', 'image/png');
  profile.append('first_name', 'Annie');
  ok(await send(world.account.url, 'PUT', '/auth/profile', { token, form: profile }));
  ok(
    await send(world.account.url, 'PUT', '/settings', {
      token,
      body: { display: { theme_preference: 'dark' } },
    }),
  );
  ok(
    await send(world.account.url, 'PUT', '/auth/preferences', {
      token,
      body: { preferences: { measurementUnit: 'imperial' } },
    }),
  );
  const at = (service: DataService) => world.relays[service].url;
  const yarn = (colorway: string, skeins: number) =>
    send(at('inventory'), 'POST', '/yarn', {
      token,
      body: {
        brand_name: 'Malabrigo',
        line_name: 'Rios',
        weight_category: 'Worsted',
        yardage_per_skein: 210,
        weight_grams: 100,
        colorway,
        skeins_total: skeins,
        skeins_remaining: skeins,
        purchase_price: 14.5,
        tags: ['gift', 'soft'],
      },
    });
  const azul = ok(await yarn('Azul', 5), 201).body as { id: string };
  ok(await yarn('Gris', 2), 201);
  ok(
    await send(at('inventory'), 'POST', `/yarn/${azul.id}/photos`, {
      token,
      form: fileForm(PNG, 'photo', 'a.png', 'image/png'),
    }),
    201,
  );
  ok(
    await send(at('inventory'), 'POST', '/shopping-list', {
      token,
      body: { name: 'More Rios', quantity: 2 },
    }),
    201,
  );
  const pattern = ok(
    await send(at('patterns'), 'POST', '/patterns', {
      token,
      body: {
        title: 'Ribbed Hat',
        craft_type: 'knitting',
        yarn_weight: 'Worsted',
        designer: 'Jane Doe',
        category: 'Hat',
        tags: ['quick'],
        techniques: ['ribbing'],
        yardage_by_size: [{ size: 'S', yards: 400 }],
        sizes_available: ['S'],
      },
    }),
    201,
  ).body as { id: string };
  // Save to Library: the PDF processor reads the PDF and keeps it, then sends it to the pattern.
  const pdf = Buffer.from(await makePatternPdf('Ribbed Hat\nCast on 96 stitches.'));
  const upload = ok(
    await send(at('tools'), 'POST', PDF_PROCESSOR_API.upload, {
      token,
      form: fileForm(pdf, 'pdf', 'hat.pdf', 'application/pdf'),
    }),
    201,
  ).body as { id: string; status: string };
  if (upload.status !== 'done') throw new Error(`the PDF processor did not read the PDF: ${upload.status}`);
  ok(
    await send(at('tools'), 'POST', PDF_PROCESSOR_API.attach(upload.id), {
      token,
      body: { pattern_id: pattern.id },
    }),
  );
  // The PDF's cover is made in the background: the account is whole (PDF, cover) once it is there.
  await waitFor(async () => {
    const read = await send(at('patterns'), 'GET', `/patterns/${pattern.id}`, { token });
    return Boolean((read.body as { image_url?: string | null }).image_url);
  });
  const project = ok(
    await send(at('projects'), 'POST', '/projects', {
      token,
      body: {
        name: 'Winter Hat',
        pattern_id: pattern.id,
        total_rows: 200,
        allocations: [{ yarn_id: azul.id, skeins: 2 }],
      },
    }),
    201,
  ).body as { id: string; allocations: Array<{ id: string }> };
  const counted = ok(
    await send(at('projects'), 'POST', `/projects/${project.id}/counters`, {
      token,
      body: { name: 'Rows', value: 50 },
    }),
    201,
  ).body as { counters: Array<{ id: string }> };
  ok(
    await send(at('projects'), 'PATCH', `/projects/${project.id}`, {
      token,
      body: { progress_follows_counter_id: counted.counters[0].id },
    }),
  );
  ok(
    await send(at('projects'), 'POST', `/projects/${project.id}/usage`, {
      token,
      body: { allocation_id: project.allocations[0].id, skeins: 1 },
      headers: { 'idempotency-key': 'first-use' },
    }),
  );
}
