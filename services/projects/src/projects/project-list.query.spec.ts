import { buildProjectListQuery } from './project-list.query.js';

const USER = '00000000-0000-4000-8000-000000000001';
const YARN = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

describe('buildProjectListQuery', () => {
  it('keeps to the user, newest change first by default', () => {
    expect(buildProjectListQuery(USER, {})).toEqual({
      where: 'p.user_id = $1',
      orderBy: 'p.updated_at DESC, p.id DESC',
      params: [USER],
    });
  });

  it('passes every value as a parameter, with the user’s % and _ matched literally', () => {
    const sql = buildProjectListQuery(USER, { search: "50%_off'; DROP", recipient: 'Mum' }, 'active');
    expect(sql.where).toBe(
      'p.user_id = $1 AND p.status = $2 AND p.search_text ILIKE $3 AND lower(p.recipient) LIKE lower($4)',
    );
    expect(sql.params).toEqual([USER, 'active', "%50\\%\\_off'; DROP%", '%Mum%']);
  });

  it('takes a pattern or yarn by id, or by words of its name', () => {
    expect(buildProjectListQuery(USER, { pattern: YARN }).where).toContain('p.pattern_id = $2');
    expect(buildProjectListQuery(USER, { pattern: 'hat' }).where).toContain('p.pattern_title ILIKE $2');
    expect(buildProjectListQuery(USER, { yarn: YARN }).where).toContain('a.yarn_id = $2');
    expect(buildProjectListQuery(USER, { yarn: 'rios' }).where).toContain(
      "concat_ws(' ', a.brand, a.line, a.colorway) ILIKE $2",
    );
  });

  it.each([
    ['priority', undefined, 'p.priority DESC NULLS LAST, p.id DESC'],
    ['project_name', undefined, 'lower(p.name) ASC, p.id ASC'],
    ['target_completion_date', undefined, 'p.target_completion_date ASC NULLS LAST, p.id ASC'],
    ['created_at', 'asc', 'p.created_at ASC, p.id ASC'],
  ] as const)('sorts by %s (%s)', (sort, order, orderBy) => {
    expect(buildProjectListQuery(USER, {}, undefined, { sort, order }).orderBy).toBe(orderBy);
  });
});
