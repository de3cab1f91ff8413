import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filterParams,
  listParams,
  statusFromParam,
} from './filters-to-params';

describe('statusFromParam', () => {
  it.each([
    ['active', 'active'],
    ['completed', 'completed'],
    ['hibernating', 'hibernating'],
    ['planned', 'queued'],
    ['in_progress', 'active'],
  ])('?status=%s selects %s', (param, status) => {
    expect(statusFromParam(param)).toBe(status);
  });

  it.each([null, '', 'all', 'ACTIVE', 'paused'])('%p selects All', (param) => {
    expect(statusFromParam(param)).toBeNull();
  });
});

describe('listParams', () => {
  it('sends only the filters that are set, trimmed, with the sort and the status', () => {
    const filters = { ...DEFAULT_FILTERS, search: ' hat ', recipient: 'Mum', start_from: '2026-01-01' };
    expect(listParams(filters, 'active', 'priority')).toEqual({
      search: 'hat',
      recipient: 'Mum',
      start_from: '2026-01-01',
      status: 'active',
      sort: 'priority',
    });
    expect(activeFilterCount(filters)).toBe(3);
  });

  it('leaves the status out for All', () => {
    expect(listParams(DEFAULT_FILTERS, null, 'updated_at')).toEqual({ sort: 'updated_at' });
    expect(filterParams({ ...DEFAULT_FILTERS, yarn: '   ' })).toEqual({});
  });
});
