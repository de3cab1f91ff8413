import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECTS_API, type Project } from '@yarn-mgmt/contracts';
import { failWith } from '@yarn-mgmt/testing/web';
import { COUNTER_ID, counterFixture, PROJECT_ID, projectFixture } from '../../../test/fixtures';
import { renderDetail } from './detail-test-kit';

const REPEATS_ID = '77777777-7777-4777-8777-777777777777';
const rows = counterFixture();
const repeats = counterFixture({ id: REPEATS_ID, name: 'Repeats', value: 2, target: 8, position: 1 });
const counterPath = (id: string) => PROJECTS_API.counter(PROJECT_ID, id);

const value = (name: string) =>
  within(screen.getByRole('region', { name: `${name} counter` })).getByTestId('counter-value').textContent;
const tap = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));

function renderCounters(project: Project, patch: unknown = () => project) {
  return renderDetail(project, {
    patch: { [counterPath(COUNTER_ID)]: patch, [counterPath(REPEATS_ID)]: patch },
  });
}

describe('counters on the project page', () => {
  it('counts +1, -1 (never below 0), reset and undo, with large buttons for each counter', async () => {
    renderCounters(projectFixture({ counters: [rows, repeats] }));
    await screen.findByRole('region', { name: 'Rows counter' });
    expect(screen.getByText('of 8')).toBeInTheDocument();
    tap('Add one to Rows');
    tap('Add one to Rows');
    tap('Subtract one from Repeats');
    expect([value('Rows'), value('Repeats')]).toEqual(['14', '1']);
    tap('Reset Rows');
    expect(value('Rows')).toBe('0');
    tap('Subtract one from Rows');
    expect(value('Rows')).toBe('0');
    tap('Undo');
    expect(value('Rows')).toBe('14');
    tap('Undo');
    expect(value('Repeats')).toBe('2');
  });

  it('saves the settled value once after a burst of taps', async () => {
    const project = projectFixture({ counters: [rows] });
    const { api } = renderCounters(project, (body: { value: number }) =>
      projectFixture({ counters: [{ ...rows, value: body.value }] }),
    );
    await screen.findByRole('region', { name: 'Rows counter' });
    for (let press = 0; press < 5; press += 1) tap('Add one to Rows');
    expect(api.patch).not.toHaveBeenCalled();
    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    expect(api.patch).toHaveBeenCalledWith(counterPath(COUNTER_ID), { value: 17 });
    expect(value('Rows')).toBe('17');
  });

  it('keeps the taps on screen and says so when a save fails', async () => {
    renderCounters(projectFixture({ counters: [rows] }), failWith(503, 'Database busy'));
    await screen.findByRole('region', { name: 'Rows counter' });
    tap('Add one to Rows');
    expect(await screen.findByText('Database busy')).toBeInTheDocument();
    expect(value('Rows')).toBe('13');
  });

  it('adds a row with the space bar: to the focused counter, else to the first', async () => {
    renderCounters(projectFixture({ counters: [rows, repeats] }));
    await screen.findByRole('region', { name: 'Rows counter' });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(value('Rows')).toBe('13');
    const second = screen.getByRole('region', { name: 'Repeats counter' });
    act(() => second.focus());
    fireEvent.keyDown(second, { key: ' ' });
    expect(value('Repeats')).toBe('3');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Edit' }), { key: ' ' });
    expect([value('Rows'), value('Repeats')]).toEqual(['13', '3']);
  });

  it('adds to the counter progress follows, and the bar follows its taps', async () => {
    renderCounters(
      projectFixture({ counters: [rows, repeats], total_rows: 40, progress_follows_counter_id: REPEATS_ID }),
    );
    await screen.findByRole('region', { name: 'Rows counter' });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(value('Repeats')).toBe('3');
    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(within(progress).getByText('8%')).toBeInTheDocument();
    expect(within(progress).getByText('Follows Repeats: 3 of 40 rows')).toBeInTheDocument();
  });

  it('adds a counter, and lets progress follow one when the total rows are known', async () => {
    const project = projectFixture({ counters: [rows], total_rows: 200 });
    const { api } = renderDetail(project, {
      post: {
        [PROJECTS_API.counters(PROJECT_ID)]: projectFixture({ counters: [rows, repeats], total_rows: 200 }),
      },
      patch: { [PROJECTS_API.project(PROJECT_ID)]: { ...project, progress_follows_counter_id: COUNTER_ID } },
    });
    await screen.findByRole('region', { name: 'Rows counter' });
    fireEvent.change(screen.getByLabelText('Counter name'), { target: { value: 'Repeats' } });
    fireEvent.change(screen.getByLabelText('Target (optional)'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add counter' }));
    expect(await screen.findByRole('region', { name: 'Repeats counter' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(PROJECTS_API.counters(PROJECT_ID), { name: 'Repeats', target: 8 });
    const [follow] = screen.getAllByRole('switch', { name: 'Progress follows this counter' });
    fireEvent.click(follow);
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith(PROJECTS_API.project(PROJECT_ID), {
        progress_follows_counter_id: COUNTER_ID,
      }),
    );
  });

  it('offers no "progress follows" switch while the total rows are unknown', async () => {
    renderCounters(projectFixture({ counters: [rows] }));
    await screen.findByRole('region', { name: 'Rows counter' });
    expect(screen.queryByRole('switch', { name: 'Progress follows this counter' })).not.toBeInTheDocument();
  });
});
