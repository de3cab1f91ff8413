import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVENTORY_API, PATTERNS_API, PROJECTS_API } from '@yarn-mgmt/contracts';
import { failWith } from '@yarn-mgmt/testing/web';
import { jest } from '@jest/globals';
import {
  ALLOCATION_ID,
  allocationFixture,
  PATTERN_ID,
  PROJECT_ID,
  projectFixture,
  YARN_ID,
  yarnOption,
} from '../../../test/fixtures';
import { detail, renderDetail } from './detail-test-kit';

const shortBy = {
  needed_yards: 1200,
  reserved_yards: 1050,
  enough: false,
  short_by_yards: 150,
  short_by_skeins: 1,
  line: 'Rios',
};

describe('ProjectDetailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says "Project not found" on a 404, with the way back', async () => {
    const { currentPath } = renderDetail(failWith(404, 'Project not found'));
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Projects' }));
    expect(currentPath()).toBe('/projects');
  });

  it('says "Failed to load project details" on other failures', async () => {
    renderDetail(failWith(500, 'Boom'));
    expect(await screen.findByText('Failed to load project details')).toBeInTheDocument();
  });

  it('shows the project: name, status, pattern link, dates, progress and the fields not recorded', async () => {
    const { container } = renderDetail(
      projectFixture({ status: 'hibernating', recipient: 'Sam', priority: 'high' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Flax for Sam' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_projects');
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('On Hold')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Flax' })).toHaveAttribute(
      'href',
      `/patterns/${PATTERN_ID}`,
    );
    expect(within(details).getByText('Jan 05, 2026')).toBeInTheDocument();
    expect(within(details).getByText('Sam')).toBeInTheDocument();
    expect(within(details).getByText('High')).toBeInTheDocument();
    expect(within(details).getAllByText('Not recorded').length).toBeGreaterThan(0);
    expect(within(details).getByText('No notes added yet.')).toBeInTheDocument();
    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('craft-knitting')).toBeInTheDocument();
  });

  it('keeps the title of a deleted pattern without a link, and says the pattern was deleted', async () => {
    renderDetail(projectFixture(), {
      get: { [PATTERNS_API.pattern(PATTERN_ID)]: failWith(404, 'Pattern not found') },
    });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(await within(details).findByText('Flax (pattern deleted)')).toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: /Flax/ })).not.toBeInTheDocument();
  });

  it('keeps the pattern link when the patterns service cannot answer', async () => {
    const { api } = renderDetail(projectFixture(), {
      get: { [PATTERNS_API.pattern(PATTERN_ID)]: failWith(503, 'Service unavailable') },
    });
    const details = await screen.findByRole('region', { name: 'Details' });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(PATTERNS_API.pattern(PATTERN_ID)));
    expect(within(details).getByRole('link', { name: 'Flax' })).toBeInTheDocument();
    expect(within(details).queryByText(/pattern deleted/)).not.toBeInTheDocument();
  });

  it('shows 25 % only when the progress is missing', async () => {
    renderDetail(projectFixture({ progress_percentage: undefined as unknown as number }));
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(within(progress).getByText('25%')).toBeInTheDocument();
  });

  it('says "Enough yarn" when the reserved yarn covers the pattern', async () => {
    renderDetail(
      projectFixture({
        run_out: { ...shortBy, reserved_yards: 1300, enough: true, short_by_yards: 0, short_by_skeins: 0 },
      }),
    );
    expect(await screen.findByText('Enough yarn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to shopping list' })).not.toBeInTheDocument();
  });

  it('warns of the shortfall and adds it to the shopping list', async () => {
    const { api } = renderDetail(projectFixture({ run_out: shortBy, allocations: [allocationFixture()] }), {
      post: { [INVENTORY_API.shoppingList]: { id: YARN_ID } },
    });
    expect(await screen.findByText('Short by 150 yds (about 1 skein of Rios)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to shopping list' }));
    expect(await screen.findByText('Added to shopping list')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(INVENTORY_API.shoppingList, {
      name: 'Malabrigo Rios - Ocean',
      quantity: 1,
      unit: 'skeins',
      notes: 'Short for Flax for Sam',
      yarn_id: YARN_ID,
    });
  });

  it('explains the warning needs a pattern with yardage', async () => {
    renderDetail(projectFixture({ run_out: null }));
    expect(await screen.findByText(/Choose a pattern that gives its yardage/)).toBeInTheDocument();
  });

  it('lists the reserved yarn: reserved, used and still reserved', async () => {
    renderDetail(
      projectFixture({
        allocations: [
          allocationFixture(),
          allocationFixture({ id: YARN_ID, colorway: null, released: true }),
        ],
      }),
    );
    const row = await screen.findByRole('row', { name: 'Malabrigo Rios - Ocean' });
    expect(within(row).getByText('4 sk · 840 yds')).toBeInTheDocument();
    expect(within(row).getByText('1 sk · 210 yds')).toBeInTheDocument();
    expect(within(row).getByText('3 sk · 630 yds')).toBeInTheDocument();
    const released = screen.getByRole('row', { name: 'Malabrigo Rios' });
    expect(within(released).getByText('Released')).toBeInTheDocument();
    expect(within(released).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });

  it('records usage with one Idempotency-Key per dialog, so a resend counts once', async () => {
    const project = projectFixture({ allocations: [allocationFixture()] });
    let calls = 0;
    const { api } = renderDetail(project, {
      post: {
        [PROJECTS_API.usage(PROJECT_ID)]: () =>
          ++calls === 1 ? failWith(503, 'Inventory unavailable') : project,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Record usage' }));
    const dialog = screen.getByRole('dialog', { name: 'Record usage: Rios - Ocean' });
    fireEvent.change(within(dialog).getByLabelText('Skeins Used'), { target: { value: '1.25' } });
    fireEvent.change(within(dialog).getByLabelText('Yardage Used'), { target: { value: '-4' } });
    expect(within(dialog).getByLabelText('Yardage Used')).toHaveValue(0);
    fireEvent.change(within(dialog).getByLabelText('Yardage Used'), { target: { value: '262.7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Inventory unavailable')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Usage recorded')).toBeInTheDocument();
    const [first, second] = api.post.mock.calls;
    expect(first?.[1]).toEqual({ allocation_id: ALLOCATION_ID, skeins: 1.3, yards: 262 });
    const key = first?.[2]?.headers?.['Idempotency-Key'];
    expect(key).toEqual(expect.any(String));
    expect(second?.[2]?.headers?.['Idempotency-Key']).toBe(key);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Record usage' }));
    fireEvent.change(screen.getByLabelText('Skeins Used'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(3));
    expect(api.post.mock.calls[2]?.[2]?.headers?.['Idempotency-Key']).not.toBe(key);
  });

  it('reserves yarn from the stash and releases a reservation', async () => {
    const project = projectFixture({ allocations: [allocationFixture()] });
    const { api } = renderDetail(project, {
      get: { [INVENTORY_API.yarn]: { yarn: [yarnOption(1)], total: 1 } },
      post: { [PROJECTS_API.allocations(PROJECT_ID)]: project },
      delete: { [PROJECTS_API.allocation(PROJECT_ID, ALLOCATION_ID)]: project },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reserve yarn' }));
    const dialog = screen.getByRole('dialog', { name: 'Reserve yarn' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Yarn' }));
    fireEvent.click(
      await screen.findByRole('option', { name: 'Malabrigo Rios - Colour 1 (630 yards available)' }),
    );
    fireEvent.change(within(dialog).getByLabelText('Skeins'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('Yarn reserved')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(PROJECTS_API.allocations(PROJECT_ID), {
      yarn_id: yarnOption(1).id,
      skeins: 2,
      yards: 0,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Released Malabrigo Rios - Ocean')).toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete this project?" and deletes only when confirmed', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { api, currentPath } = renderDetail(projectFixture(), { delete: { [detail]: undefined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this project?');
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentPath()).toBe('/projects'));
    expect(api.delete).toHaveBeenCalledWith(detail);
  });

  it('changes the status from the header, as a move on the board', async () => {
    const { api } = renderDetail(projectFixture(), {
      patch: { [PROJECTS_API.status(PROJECT_ID)]: projectFixture({ status: 'active' }) },
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(screen.getByRole('option', { name: 'Active' }));
    expect(await screen.findByText('Moved "Flax for Sam" to Active')).toBeInTheDocument();
    expect(api.patch).toHaveBeenCalledWith(PROJECTS_API.status(PROJECT_ID), { status: 'active' });
  });

  it('opens the edit page', async () => {
    const { currentPath } = renderDetail(projectFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(currentPath()).toBe(`/projects/${PROJECT_ID}/edit`);
  });
});
