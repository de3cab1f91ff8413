import { DESIGNER_TEXTS, DesignerDocumentInputSchema, DesignerInputSchema } from './designer.schemas.js';

const sweater = {
  projectType: 'sweater',
  craftType: 'knitting',
  difficulty: 'beginner',
  yarnWeight: 'worsted',
};

const fieldErrors = (body: unknown) => {
  const parsed = DesignerInputSchema.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('DesignerInputSchema', () => {
  it('asks for the four required fields with the spec’s one message, empty or missing', () => {
    expect(fieldErrors({ projectType: '', craftType: 'knitting' })).toEqual({
      projectType: DESIGNER_TEXTS.required,
      difficulty: DESIGNER_TEXTS.required,
      yarnWeight: DESIGNER_TEXTS.required,
    });
  });

  it('names the list for a value off it, and checks the own gauge', () => {
    expect(
      fieldErrors({ ...sweater, projectType: 'cardigan', gauge: { stitches: 0, rows: 20, over: '4 in' } }),
    ).toEqual({
      projectType: 'Project Type must be one of sweater, scarf, hat, socks, blanket, shawl, gloves',
      'gauge.stitches': 'Stitches must be 1 to 60',
    });
  });

  it('leaves out blank optional texts and trims the rest', () => {
    expect(
      DesignerInputSchema.parse({ ...sweater, size: '', patternStyle: ' relaxed ', specialFeatures: '' }),
    ).toEqual({
      ...sweater,
      size: undefined,
      patternStyle: 'relaxed',
      specialFeatures: undefined,
    });
  });

  it('takes the wording shown with Save and Download, and refuses unknown fields', () => {
    const wording = { title: 'Harbour', description: '', instructions: 'Cast on 88 sts.', notes: '' };
    expect(DesignerDocumentInputSchema.parse({ ...sweater, wording }).wording).toEqual(wording);
    expect(DesignerInputSchema.safeParse({ ...sweater, colour: 'red' }).success).toBe(false);
  });
});
