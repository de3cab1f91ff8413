import { generateDesign, statedCounts } from '@yarn-mgmt/domain/designer';
import { readWordingAnswer, wordingPrompt } from './llm-prompt.js';

const hat = generateDesign({
  projectType: 'hat',
  craftType: 'crochet',
  difficulty: 'intermediate',
  yarnWeight: 'dk',
  specialFeatures: 'for my niece Emma, emma@example.com',
});

describe('wordingPrompt', () => {
  it("sends the engine's words and the counts to keep, and nothing the user typed", () => {
    const [system, user] = wordingPrompt(hat);
    expect(system.content).toContain('Never change, add, drop or reorder a number');
    const sent = JSON.parse(user.content) as Record<string, unknown>;
    expect(sent).toMatchObject({
      level: 'intermediate',
      title: hat.pattern.title,
      instructions: hat.pattern.instructions,
      countsToKeep: statedCounts(hat.pieces),
    });
    expect(JSON.stringify(wordingPrompt(hat))).not.toMatch(/Emma|emma@example\.com/);
  });
});

describe('readWordingAnswer', () => {
  const answer = {
    title: 'Little\nBerry Beret',
    description: 'Soft.',
    notes: 'Enjoy',
    instructions: 'Ch 4.\r\nRnd 1',
  };

  it('reads the JSON object, in a code fence too, with control characters and CRLF cleaned', () => {
    expect(readWordingAnswer('```json\n' + JSON.stringify(answer) + '\n```')).toEqual({
      title: 'Little Berry Beret',
      description: 'Soft.',
      notes: 'Enjoy',
      instructions: 'Ch 4.\nRnd 1',
    });
    expect(
      readWordingAnswer(JSON.stringify({ ...answer, notes: undefined, title: 'A\u0007B' })),
    ).toMatchObject({
      title: 'AB',
      notes: '',
    });
  });

  it('refuses words, a wrong shape, or an empty title', () => {
    expect(readWordingAnswer('Here is your pattern!')).toBeNull();
    expect(readWordingAnswer(JSON.stringify({ title: 'x' }))).toBeNull();
    expect(readWordingAnswer(JSON.stringify({ ...answer, title: '  ' }))).toBeNull();
  });
});
