import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROJECT_STATUSES, PROJECTS_API } from '@yarn-mgmt/contracts';
import { jest } from '@jest/globals';
import { countsFixture, numberedProject } from '../../../test/fixtures';
import { renderList } from './list-test-kit';

/**
 * Pointer drag and drop through dnd-kit itself. jsdom lays nothing out, so each column gets a place on a line
 * (300 px apart) and each card the top of its column (the drag overlay, outside them, where the card was); jsdom also lacks PointerEvent, so a MouseEvent with
 * `isPrimary` stands in.
 */
const COLUMN = { width: 280, height: 1000, gap: 300 };

function rectOf(element: Element): DOMRect {
  const column = element.closest('[data-status]');
  const index = column ? PROJECT_STATUSES.indexOf(column.getAttribute('data-status') as never) : -1;
  // Outside the columns: the drag overlay, which starts where the card was (the first column's top).
  const left = Math.max(0, index) * COLUMN.gap;
  return element === column
    ? new DOMRect(left, 0, COLUMN.width, COLUMN.height)
    : new DOMRect(left + 10, 60, COLUMN.width - 20, 100);
}

class FakePointerEvent extends MouseEvent {
  readonly isPrimary = true;
  readonly pointerId = 1;
}

describe('dragging a card with the pointer', () => {
  beforeAll(() => {
    Object.assign(window, { PointerEvent: FakePointerEvent });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return rectOf(this);
    });
  });
  afterAll(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'PointerEvent');
  });

  it('drops a card on another column: the status changes with a toast', async () => {
    const project = numberedProject(1, { status: 'queued' });
    const { api } = renderList(
      { projects: [project], total: 1 },
      {
        get: { [PROJECTS_API.counts]: countsFixture({ all: 1, queued: 1 }) },
        patch: { [PROJECTS_API.status(project.id)]: { ...project, status: 'completed' } },
      },
    );
    const card = await screen.findByRole('button', { name: 'Move Project 1' });
    fireEvent.pointerDown(card, { clientX: 100, clientY: 100, button: 0 });
    // Past the 6 px that tell a drag from a click, then over Completed (the fourth column).
    fireEvent.pointerMove(card, { clientX: 110, clientY: 100 });
    fireEvent.pointerMove(card, { clientX: 3 * COLUMN.gap + 100, clientY: 100 });
    fireEvent.pointerUp(card, { clientX: 3 * COLUMN.gap + 100, clientY: 100 });
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith(PROJECTS_API.status(project.id), { status: 'completed' }),
    );
    expect(screen.getByText('Project 1 dropped in Completed.')).toBeInTheDocument();
    expect(await screen.findByText('Moved "Project 1" to Completed')).toBeInTheDocument();
  });

  it('sends nothing for a drop back on its own column', async () => {
    const project = numberedProject(1, { status: 'queued' });
    const { api } = renderList({ projects: [project], total: 1 });
    const card = await screen.findByRole('button', { name: 'Move Project 1' });
    fireEvent.pointerDown(card, { clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerMove(card, { clientX: 120, clientY: 140 });
    fireEvent.pointerUp(card, { clientX: 120, clientY: 140 });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Queue column' })).getByRole('button', {
          name: 'Move Project 1',
        }),
      ).toBeInTheDocument(),
    );
    // dnd-kit's own live region tells the drop happened, on the card's own column.
    expect(screen.getByText('Project 1 dropped in Queue.')).toBeInTheDocument();
    expect(api.patch).not.toHaveBeenCalled();
  });
});
