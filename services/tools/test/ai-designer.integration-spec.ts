import { DESIGNER_API, DESIGNER_TEXTS, DesignerResponseSchema } from '@yarn-mgmt/contracts';
import { extractPdfText } from '@yarn-mgmt/nest-kit/pdf';
import { toolsSuite } from './helpers.js';

// The built-in engine (no LLM_BASE_URL: nothing leaves the machine).
const suite = toolsSuite('tools_ai_designer');
const SWEATER = {
  projectType: 'sweater',
  craftType: 'knitting',
  difficulty: 'beginner',
  yarnWeight: 'worsted',
};

const generate = (body: unknown, token = suite.harness.user('ann').token) =>
  suite.call('POST', DESIGNER_API.generate, { token, body });

describe('POST /ai-designer/generate', () => {
  it('answers the spec’s pattern (title, description, materials, instructions, notes) with every count checked', async () => {
    const reply = await generate({
      ...SWEATER,
      measurement: { value: 40, unit: 'in' },
      patternStyle: 'relaxed',
      specialFeatures: '',
    });
    expect(reply.status).toBe(200);
    const result = DesignerResponseSchema.parse(reply.body);
    expect(result.writer).toEqual({ source: 'engine', model: null, fallback: null });
    expect(result.pattern.title).toBe('Worsted Boat-Neck Pullover');
    expect(result.pattern.instructions).toMatch(/^Cast on \d+ sts\.$/m);
    expect(result.pattern.materials[0]).toMatch(/^Yarn: [\d,]+ yds \/ [\d,]+ m of worsted weight yarn/);
    expect(result.pattern.notes).toContain('Gauge: 18 sts and 24 rows = 4 in (10 cm)');
    expect(result.design).toMatchObject({
      libraryYarnWeight: 'Worsted',
      chosenSize: 'Custom (40 in)',
      checked: true,
    });
    expect(result.design.yardage).toHaveLength(1);
    expect(result.design.schematicSvg).toMatch(/^<svg[^>]+role="img"/);
  });

  it('grades a garment across its size range, the size asked for among them, and takes crochet in UK terms', async () => {
    const graded = DesignerResponseSchema.parse((await generate({ ...SWEATER, size: 'M' })).body);
    expect(graded.design.chosenSize).toBe('M');
    expect(graded.design.sizes.length).toBeGreaterThan(3);
    expect(graded.pattern.instructions).toMatch(/Cast on \d+ \(\d+(, \d+)+\) sts/);
    const uk = DesignerResponseSchema.parse(
      (await generate({ ...SWEATER, projectType: 'hat', craftType: 'crochet', crochetTerms: 'UK' })).body,
    );
    expect(uk.design.terms).toBe('UK');
    expect(uk.pattern.notes).toContain('Crochet terms: UK.');
  });

  it('is a 400 with the spec’s message on each missing required field', async () => {
    const reply = await generate({ projectType: 'hat', craftType: '', size: 'M' });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        error: DESIGNER_TEXTS.required,
        fieldErrors: {
          craftType: [DESIGNER_TEXTS.required],
          difficulty: [DESIGNER_TEXTS.required],
          yarnWeight: [DESIGNER_TEXTS.required],
        },
      },
    });
  });

  it('is a 400 naming the field for a value off the list, a wrong gauge or an unknown field', async () => {
    expect(await generate({ ...SWEATER, yarnWeight: 'aran' })).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          yarnWeight: ['Yarn Weight must be one of lace, fingering, sport, dk, worsted, bulky, super-bulky'],
        },
      },
    });
    expect(await generate({ ...SWEATER, gauge: { stitches: 18, rows: 0, over: '4 in' } })).toMatchObject({
      status: 400,
      body: { fieldErrors: { 'gauge.rows': ['Rows must be 1 to 80'] } },
    });
    expect((await generate({ ...SWEATER, colour: 'red' })).status).toBe(400);
  });

  it('is a 401 without a token', async () => {
    expect((await suite.call('POST', DESIGNER_API.generate, { body: SWEATER })).status).toBe(401);
  });
});

describe('POST /ai-designer/pdf (Download)', () => {
  it('answers a real PDF: title page, materials, gauge, schematic, instructions and abbreviations', async () => {
    const result = DesignerResponseSchema.parse((await generate(SWEATER)).body);
    const response = await fetch(`${suite.harness.url}${DESIGNER_API.pdf}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${suite.harness.user('ann').token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(SWEATER),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="worsted-boat-neck-pullover.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const read = await extractPdfText(bytes);
    const text = read.text.replace(/\s+/g, ' ');
    const castOn = /Cast on \d+ \([\d, ]+\) sts/.exec(result.pattern.instructions)![0];
    expect(text).toContain(castOn);
    for (const heading of ['Materials', 'Gauge', 'Schematic', 'Instructions', 'Notes', 'Abbreviations'])
      expect(text).toContain(heading);
    expect(text).toContain('18 sts and 24 rows = 4 in (10 cm)');
    expect(text).toContain('M1L: make 1 left');
    expect(read.pages).toBeGreaterThanOrEqual(3);
  });

  it("uses the wording shown when its numbers are the engine's, and the engine's own text when one differs", async () => {
    const { pattern } = DesignerResponseSchema.parse((await generate(SWEATER)).body);
    const { description, notes } = pattern;
    const download = async (instructions: string) => {
      const reply = await fetch(`${suite.harness.url}${DESIGNER_API.pdf}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${suite.harness.user('ann').token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          ...SWEATER,
          wording: { title: 'Harbour Pullover', description, instructions, notes },
        }),
      });
      expect(reply.status).toBe(200);
      return {
        name: reply.headers.get('content-disposition'),
        text: (await extractPdfText(new Uint8Array(await reply.arrayBuffer()))).text,
      };
    };
    const kind = await download(pattern.instructions.replace('Cast on', 'Cast on, loosely,'));
    expect(kind.name).toContain('harbour-pullover.pdf');
    expect(kind.text.replace(/\s+/g, ' ')).toContain('Cast on, loosely,');
    const wrong = await download(pattern.instructions.replace(/Cast on \d+/, 'Cast on 7'));
    expect(wrong.name).toContain('worsted-boat-neck-pullover.pdf');
    expect(wrong.text).not.toContain('Cast on 7 ');
  });

  it('is a 400 with field errors for a bad body', async () => {
    expect(
      await suite.call('POST', DESIGNER_API.pdf, {
        token: suite.harness.user('ann').token,
        body: { ...SWEATER, wording: { title: '', description: '', instructions: '', notes: '' } },
      }),
    ).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          'wording.title': ['Title is required'],
          'wording.instructions': ['Instructions are required'],
        },
      },
    });
  });
});

it('documents the three designer endpoints in OpenAPI with their bodies', async () => {
  const reply = await suite.call('GET', '/docs-json');
  const paths = (reply.body as { paths: Record<string, { post?: { requestBody?: unknown } }> }).paths;
  for (const path of Object.values(DESIGNER_API)) expect(paths[path]?.post?.requestBody).toBeDefined();
});
