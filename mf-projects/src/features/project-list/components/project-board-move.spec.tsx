import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECTS_API, type Project, type ProjectStatus } from '@yarn-mgmt/contracts';
import { failWith, pending } from '@yarn-mgmt/testing/web';
import { countsFixture, numberedProject } from '../../../test/fixtures';
import { renderList } from './list-test-kit';

const project = numberedProject(1, { status: 'queued' });
const statusPath = PROJECTS_API.status(project.id);
const counts = { [PROJECTS_API.counts]: countsFixture({ all: 1, queued: 1 }) };
const column = (label: string) => screen.getByRole('region', { name: `${label} column` });

/** Picks the card up with the keyboard, moves it `steps` columns right, and drops it. */
async function moveRight(steps: number) {
  const card = await screen.findByRole('button', { name: 'Move Project 1' });
  act(() => card.focus());
  fireEvent.keyDown(card, { key: ' ' });
  for (let step = 0; step < steps; step += 1) fireEvent.keyDown(card, { key: 'ArrowRight' });
  fireEvent.keyDown(card, { key: ' ' });
}

describe('moving a card on the board', () => {
  it('moves by keyboard: space picks up, arrows choose the column, space drops; a toast confirms', async () => {
    // The server as the page sees it: the list answers what the last PATCH stored.
    let stored: Project = project;
    const { api } = renderList(() => ({ projects: [stored], total: 1 }), {
      get: counts,
      patch: {
        [statusPath]: (body: { status: ProjectStatus }) => {
          stored = { ...stored, status: body.status };
          return stored;
        },
      },
    });
    await moveRight(3);
    await waitFor(() => expect(api.patch).toHaveBeenCalledWith(statusPath, { status: 'completed' }));
    expect(within(column('Completed')).getByRole('button', { name: 'Move Project 1' })).toBeInTheDocument();
    expect(await screen.findByText('Moved "Project 1" to Completed')).toBeInTheDocument();
    expect(screen.getByTestId('board-announcer')).toHaveTextContent('Project 1 moved to Completed.');
    // Focus follows the card into its new column, ready for the next move.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-card-id', project.id));
  });

  it('stops at the last column and sends nothing when dropped where it started', async () => {
    const { api } = renderList({ projects: [project], total: 1 }, { get: counts });
    await moveRight(0);
    expect(screen.getByTestId('board-announcer')).toHaveTextContent('Project 1 stays in Queue.');
    const card = screen.getByRole('button', { name: 'Move Project 1' });
    fireEvent.keyDown(card, { key: ' ' });
    for (let step = 0; step < 9; step += 1) fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(screen.getByTestId('board-announcer')).toHaveTextContent('Project 1 over Frogged.');
    fireEvent.keyDown(card, { key: 'Escape' });
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('moves the card and the tab counts at once, before the server answers', async () => {
    renderList({ projects: [project], total: 1 }, { get: counts, patch: { [statusPath]: pending } });
    await screen.findByRole('tab', { name: 'Queue 1' });
    await moveRight(1);
    expect(
      await within(column('Active')).findByRole('button', { name: 'Move Project 1' }),
    ).toBeInTheDocument();
    expect(within(column('Queue')).queryByRole('button', { name: 'Move Project 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Queue 0' })).toBeInTheDocument();
  });

  it("puts the card back with the server's error when the move is refused", async () => {
    renderList(
      { projects: [project], total: 1 },
      {
        get: counts,
        patch: { [statusPath]: failWith(409, 'Project was deleted') },
      },
    );
    await screen.findByRole('tab', { name: 'Queue 1' });
    await moveRight(1);
    expect(await screen.findByText('Project was deleted')).toBeInTheDocument();
    expect(within(column('Queue')).getByRole('button', { name: 'Move Project 1' })).toBeInTheDocument();
    expect(
      within(column('Active')).queryByRole('button', { name: 'Move Project 1' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Queue 1' })).toBeInTheDocument();
  });

  it('says "Failed to move project" when the server gives no reason', async () => {
    renderList(
      { projects: [project], total: 1 },
      {
        get: counts,
        patch: { [statusPath]: () => Promise.reject(new Error('socket hang up')) },
      },
    );
    await moveRight(2);
    expect(await screen.findByText('Failed to move project')).toBeInTheDocument();
    expect(within(column('Queue')).getByRole('button', { name: 'Move Project 1' })).toBeInTheDocument();
  });
});
