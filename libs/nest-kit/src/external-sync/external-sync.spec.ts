import { choiceProblems, differingFields, shownValue } from './external-review.js';
import { sameExternalFields, syncedActivity } from './external-sync.js';

describe('the external sync rules shared by every imported kind', () => {
  it('compares fields whatever their key order (jsonb reorders keys), a missing value as null', () => {
    expect(sameExternalFields({ a: 1, b: { x: 'y', z: [1, 2] } }, { b: { z: [1, 2], x: 'y' }, a: 1 })).toBe(
      true,
    );
    expect(sameExternalFields({ a: 1, b: undefined }, { a: 1, b: null })).toBe(true);
    expect(sameExternalFields({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameExternalFields({ a: 1 }, null)).toBe(false);
  });

  it('says what a batch changed in one activity line, or nothing', () => {
    const outcomes = (...list: Array<'created' | 'updated' | 'unchanged' | 'conflict' | 'missing'>) =>
      list.map((outcome) => ({ outcome }));
    expect(
      syncedActivity(outcomes('created', 'updated', 'unchanged'), ['pattern', 'patterns'], 'Ravelry'),
    ).toBe('Synced 2 patterns from Ravelry');
    expect(syncedActivity(outcomes('created'), ['project', 'projects'], 'Ravelry')).toBe(
      'Synced 1 project from Ravelry',
    );
    expect(
      syncedActivity(outcomes('unchanged', 'conflict', 'missing'), ['pattern', 'patterns'], 'Ravelry'),
    ).toBeNull();
  });

  it('shows the differing fields as a knitter reads them, in the labels order', () => {
    const labels = { title: 'Title', sizes: 'Sizes', free: 'Free', details: 'Details', photos: 'Photos' };
    interface Fields {
      title: string;
      sizes: string[];
      free: boolean;
      details: Record<string, string>;
      photos: Array<{ url: string; alt: string }>;
    }
    const local: Fields = { title: 'Flax', sizes: ['S', 'M'], free: true, details: { URL: 'u' }, photos: [] };
    const provider: Fields = {
      title: 'Flax',
      sizes: ['S', 'M', 'L'],
      free: false,
      details: { URL: 'u', 'Found in': 'Library' },
      photos: [{ url: 'https://p/1.jpg', alt: 'x' }],
    };
    expect(differingFields(local, provider, labels)).toEqual([
      { name: 'sizes', label: 'Sizes', local: 'S, M', provider: 'S, M, L' },
      { name: 'free', label: 'Free', local: 'Yes', provider: 'No' },
      { name: 'details', label: 'Details', local: 'URL: u', provider: 'URL: u; Found in: Library' },
      { name: 'photos', label: 'Photos', local: null, provider: 'https://p/1.jpg' },
    ]);
    expect(shownValue('')).toBeNull();
  });

  it('names each field a resolve left out, or chose without a conflict', () => {
    const fields = [{ name: 'title', label: 'Title', local: 'a', provider: 'b' }];
    expect(choiceProblems(fields, { title: 'local' })).toEqual([]);
    expect(choiceProblems(fields, { notes: 'provider' }).map((problem) => problem.path.join('.'))).toEqual([
      'choices.title',
      'choices.notes',
    ]);
  });
});
