import { BadRequestException, Body, Controller, Post } from '@nestjs/common';
import { Public, ZodBody } from '@yarn-mgmt/nest-kit';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { probeModule } from '../probe-module.js';
import { startServiceHarness, type ServiceHarness } from '../service-harness.js';
import { runFuzz } from './fuzz-endpoint.js';

const NoteSchema = z.object({ title: z.string().max(20), stars: z.number().int().min(0).max(5) });

// Endpoints with the faults the fuzzer exists to find, and one without.
@Public()
@Controller('probe')
class ProbeController {
  constructor(private readonly db: DataSource) {}

  @Post('sound')
  async sound(@ZodBody(NoteSchema) note: z.output<typeof NoteSchema>) {
    await this.db.query('INSERT INTO notes (title) VALUES ($1)', [note.title]);
    return note;
  }

  @Post('crashes')
  crashes(@Body() body: { stars?: unknown }) {
    if (typeof body.stars !== 'number') throw new Error('unchecked input');
    return body;
  }

  @Post('writes-then-refuses')
  async writesThenRefuses(@Body() body: unknown) {
    await this.db.query('INSERT INTO notes (title) VALUES ($1)', [JSON.stringify(body).slice(0, 50)]);
    if (!NoteSchema.safeParse(body).success) throw new BadRequestException('bad note');
    return body;
  }
}

let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startServiceHarness((env) => probeModule(env, [ProbeController]), { name: 'fuzz_probe' });
  await svc.query('CREATE TABLE notes (id serial PRIMARY KEY, title text NOT NULL)');
});
afterAll(() => svc?.close());

const fuzz = (path: string) =>
  runFuzz(svc, { method: 'POST', path: () => path, schema: NoteSchema, runs: 60, maxAccepted: 5 });

describe('runFuzz', () => {
  it('passes an endpoint that refuses what its contract rejects, counting what it sent', async () => {
    expect(await fuzz('/probe/sound')).toMatchObject({ endpoint: 'POST /probe/sound', rejected: 60 });
  });

  it('fails on a 5xx, naming the request', async () => {
    await expect(fuzz('/probe/crashes')).rejects.toThrow(
      /POST \/probe\/crashes: \d+ bad answers, first:\n500: /,
    );
  });

  it('fails when a refused request changed a row', async () => {
    await expect(fuzz('/probe/writes-then-refuses')).rejects.toThrow(
      'POST /probe/writes-then-refuses: rejected payloads changed rows of notes',
    );
  });
});
