import {
  RAVELRY_SYNC_MESSAGES,
  RavelrySyncSummarySchema,
  ravelrySyncSummaryText,
  type RavelrySyncCounts,
  type RavelrySyncSummary,
} from './ravelry.schemas.js';

const none: RavelrySyncCounts = { created: 0, updated: 0, unchanged: 0, conflicts: 0, missing: 0 };
const summaryOf = (kinds: Partial<Record<'stash' | 'patterns' | 'projects', Partial<RavelrySyncCounts>>>) => {
  const full = {
    stash: { ...none, ...kinds.stash },
    patterns: { ...none, ...kinds.patterns },
    projects: { ...none, ...kinds.projects },
  };
  const total = (key: keyof RavelrySyncCounts) => full.stash[key] + full.patterns[key] + full.projects[key];
  return RavelrySyncSummarySchema.parse({
    created: total('created'),
    updated: total('updated'),
    unchanged: total('unchanged'),
    conflicts: total('conflicts'),
    missing: total('missing'),
    seconds: 1.5,
    kinds: full,
  });
};

describe('the Ravelry sync summary text', () => {
  it('says the counts alone when only the stash changed (a summary without kinds too)', () => {
    expect(ravelrySyncSummaryText(summaryOf({ stash: { created: 12, updated: 3, unchanged: 4 } }))).toBe(
      '12 added, 3 updated, nothing else changed',
    );
    const old: RavelrySyncSummary = { ...none, created: 2, seconds: 1 };
    expect(ravelrySyncSummaryText(old)).toBe('2 added, nothing else changed');
  });

  it('says what write-back sent to Ravelry and what waits for the next sync', () => {
    const synced = summaryOf({ stash: { unchanged: 30 } });
    expect(ravelrySyncSummaryText({ ...synced, writeBack: { written: 0, failed: 0 } })).toBe('no changes');
    expect(ravelrySyncSummaryText({ ...synced, writeBack: { written: 2, failed: 1 } })).toBe(
      '2 sent to Ravelry, 1 not sent to Ravelry (tried again next sync), nothing else changed',
    );
  });

  it('says the stash photos copied, and those not copied now, in the singular and the plural', () => {
    const synced = summaryOf({ stash: { unchanged: 30 } });
    // A sync that only fetched photos changed something.
    expect(ravelrySyncSummaryText({ ...synced, photos: { copied: 3, failed: 0 } })).toBe(
      '3 photos copied, nothing else changed',
    );
    expect(ravelrySyncSummaryText({ ...synced, photos: { copied: 1, failed: 0 } })).toBe(
      '1 photo copied, nothing else changed',
    );
    expect(ravelrySyncSummaryText({ ...synced, photos: { copied: 0, failed: 1 } })).toBe(
      '1 photo not copied (tried again next sync), nothing else changed',
    );
    expect(ravelrySyncSummaryText({ ...synced, photos: { copied: 2, failed: 4 } })).toBe(
      '2 photos copied, 4 photos not copied (tried again next sync), nothing else changed',
    );
    expect(ravelrySyncSummaryText({ ...synced, photos: { copied: 0, failed: 0 } })).toBe('no changes');
  });

  it('says the photos after the other kinds, and before write-back', () => {
    const changed = summaryOf({ stash: { created: 12 }, patterns: { created: 3 }, projects: { missing: 1 } });
    expect(ravelrySyncSummaryText({ ...changed, photos: { copied: 8, failed: 1 } })).toBe(
      '12 yarns added, 3 patterns added, 1 project no longer on Ravelry, 8 photos copied, ' +
        '1 photo not copied (tried again next sync)',
    );
    const stashOnly = summaryOf({ stash: { created: 2 } });
    expect(
      ravelrySyncSummaryText({
        ...stashOnly,
        photos: { copied: 1, failed: 0 },
        writeBack: { written: 1, failed: 0 },
      }),
    ).toBe('2 added, 1 photo copied, 1 sent to Ravelry, nothing else changed');
  });

  it('reads a summary stored before photos were counted (no photos field)', () => {
    const stored = {
      ...none,
      unchanged: 12,
      seconds: 2,
      kinds: { stash: { ...none, unchanged: 12 }, patterns: none, projects: none },
    };
    const parsed = RavelrySyncSummarySchema.parse(stored);
    expect(parsed.photos).toBeUndefined();
    expect(ravelrySyncSummaryText(parsed)).toBe('no changes');
    expect(RavelrySyncSummarySchema.parse({ ...stored, photos: { copied: 2, failed: 0 } }).photos).toEqual({
      copied: 2,
      failed: 0,
    });
  });

  it('names each kind when patterns or projects changed', () => {
    expect(
      ravelrySyncSummaryText(summaryOf({ stash: { created: 12 }, patterns: { created: 3, unchanged: 9 } })),
    ).toBe('12 yarns added, 3 patterns added, nothing else changed');
    expect(ravelrySyncSummaryText(summaryOf({ projects: { updated: 1 }, stash: { unchanged: 40 } }))).toBe(
      '1 project updated, nothing else changed',
    );
    expect(
      ravelrySyncSummaryText(
        summaryOf({ stash: { created: 1 }, patterns: { conflicts: 2 }, projects: { missing: 1 } }),
      ),
    ).toBe('1 yarn added, 2 patterns in conflict (kept as edited here), 1 project no longer on Ravelry');
  });

  it('says no changes when every kind is unchanged', () => {
    expect(
      ravelrySyncSummaryText(
        summaryOf({ stash: { unchanged: 12 }, patterns: { unchanged: 20 }, projects: { unchanged: 8 } }),
      ),
    ).toBe('no changes');
  });

  it('names the phase in the progress text', () => {
    expect(RAVELRY_SYNC_MESSAGES.progress(40, 112)).toBe('stash 40 of 112');
    expect(RAVELRY_SYNC_MESSAGES.progress(10, 50, 'patterns')).toBe('patterns 10 of 50');
    expect(RAVELRY_SYNC_MESSAGES.progress(3, 20, 'projects')).toBe('projects 3 of 20');
  });
});
