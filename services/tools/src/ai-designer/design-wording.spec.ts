import { generateDesign } from '@yarn-mgmt/domain/designer';
import { changedNumbers, numbersIn, shownPattern } from './design-wording.js';

const sweater = generateDesign({
  projectType: 'sweater',
  craftType: 'knitting',
  difficulty: 'beginner',
  yarnWeight: 'worsted',
});
const castOn = /Cast on (\d+(?: \([\d, ]+\))?) sts/.exec(sweater.pattern.instructions)!;

describe('changedNumbers', () => {
  it('reads numbers as the engine writes them', () => {
    expect(numbersIn('Cast on 88 (96, 104) sts, 1,250 yds, 40.25 in')).toEqual([
      '88',
      '96',
      '104',
      '1,250',
      '40.25',
    ]);
  });

  it('finds nothing when a rewording keeps every count and brings no number of its own', () => {
    const friendly = sweater.pattern.instructions.replace('Cast on', 'Cast on, nice and loosely,');
    expect(changedNumbers(sweater, { title: 'Harbour Pullover', instructions: friendly })).toEqual([]);
  });

  it('names a count the rewording changed, at one of the places it is stated or at all of them', () => {
    const first = castOn[1].split(' ')[0];
    const wrong = String(Number(first) + 1);
    const changed = sweater.pattern.instructions.replace(castOn[0], castOn[0].replace(first, wrong));
    expect(changedNumbers(sweater, { instructions: changed })).toEqual([`${first} became ${wrong}`]);
    const once = sweater.pattern.instructions.replaceAll(castOn[1], castOn[1].replace(first, wrong));
    expect(changedNumbers(sweater, { instructions: once })).toEqual([
      `${castOn[1]} missing`,
      `${first} became ${wrong}`,
    ]);
  });

  it('checks the title, description and notes for numbers the engine never gave', () => {
    expect(changedNumbers(sweater, { title: 'The 977 Sweater', notes: 'Knit it in 3 days.' })).toEqual([
      '977 added',
      ...(numbersIn(sweater.pattern.notes).includes('3') ? [] : ['3 added']),
    ]);
  });
});

describe('shownPattern (the wording Save and Download are sent)', () => {
  const { title, description, instructions, notes } = sweater.pattern;

  it("keeps a wording whose numbers are the engine's and whose notes carry the engine's notes whole", () => {
    const wording = { title: 'Harbour Pullover', description, instructions, notes: `A cosy one.\n${notes}` };
    expect(shownPattern(sweater, wording)).toEqual({ ...wording, materials: sweater.pattern.materials });
  });

  it("gives the engine's pattern for a wording that changed a count or dropped the reference notes", () => {
    const changed = instructions.replace(castOn[0], 'Cast on 7 sts');
    expect(shownPattern(sweater, { title, description, instructions: changed, notes })).toBe(sweater.pattern);
    expect(shownPattern(sweater, { title, description, instructions, notes: 'Enjoy!' })).toBe(
      sweater.pattern,
    );
    expect(shownPattern(sweater, undefined)).toBe(sweater.pattern);
  });
});
