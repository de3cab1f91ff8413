import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECT_STATUSES, PROJECTS_API } from '@yarn-mgmt/contracts';
import { createFakeApi, pending, renderWithProviders } from '@yarn-mgmt/testing/web';
import { countsFixture, numberedProject } from '../../../test/fixtures';
import { ProjectListPage } from './project-list-page';

/**
 * The board with 500 projects (100 per column): how long the first render takes, and how long a move takes from
 * the drop to the card drawn in its new column (optimistic, before the server answers). React's development
 * build in jsdom: slower than a browser's production build, so these are upper bounds.
 */
const COUNT = 500;
const projects = Array.from({ length: COUNT }, (_, index) =>
  numberedProject(index + 1, {
    status: PROJECT_STATUSES[index % PROJECT_STATUSES.length],
    progress_percentage: index % 100,
    priority: index % 3 === 0 ? 'high' : null,
  }),
);

it(`renders ${COUNT} projects and moves one without a stall`, async () => {
  const commits: Array<{ phase: string; duration: number }> = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration) =>
    commits.push({ phase, duration: actualDuration });
  const api = createFakeApi({
    get: {
      [PROJECTS_API.projects]: { projects, total: COUNT },
      [PROJECTS_API.counts]: countsFixture({ all: COUNT, queued: 100, active: 100 }),
    },
    patch: { [PROJECTS_API.status(projects[0].id)]: pending },
  });

  const started = performance.now();
  renderWithProviders(
    <Profiler id="board" onRender={onRender}>
      <ProjectListPage />
    </Profiler>,
    { path: '/projects', api },
  );
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^Project \d+$/ })).toHaveLength(COUNT), {
    timeout: 60_000,
  });
  const rendered = performance.now() - started;
  const renderCommit = Math.max(...commits.map((commit) => commit.duration));

  const card = screen.getByRole('button', { name: 'Project 1' });
  act(() => card.focus());
  fireEvent.keyDown(card, { key: ' ' });
  fireEvent.keyDown(card, { key: 'ArrowRight' });
  commits.length = 0;
  const dropped = performance.now();
  fireEvent.keyDown(card, { key: ' ' });
  const active = screen.getByRole('region', { name: 'Active column' });
  await waitFor(() => expect(within(active).getByRole('button', { name: 'Project 1' })).toBeInTheDocument());
  const moved = performance.now() - dropped;
  const moveCommits = commits.map((commit) => commit.duration);

  console.log(
    [
      `board with ${COUNT} projects (jsdom, React development build):`,
      `  first render until every card is drawn: ${rendered.toFixed(0)} ms (largest commit ${renderCommit.toFixed(0)} ms)`,
      `  keyboard move, drop to card drawn in its new column: ${moved.toFixed(0)} ms`,
      `  commits during the move: ${moveCommits.length}, largest ${Math.max(...moveCommits).toFixed(1)} ms, total ${moveCommits.reduce((a, b) => a + b, 0).toFixed(1)} ms`,
    ].join('\n'),
  );
  // The memoised cards are what keeps a move cheap: its commits must stay far below the first render's.
  expect(Math.max(...moveCommits)).toBeLessThan(renderCommit / 5);
});
