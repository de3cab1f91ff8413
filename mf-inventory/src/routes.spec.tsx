import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageRoot } from './components/page-root';
import { routes } from './routes';

it("states the spec's pages and titles", () => {
  expect(routes.map(({ path, title, adminOnly }) => [path, title, adminOnly ?? false])).toEqual([
    ['/yarn', 'Yarn Inventory', false],
    ['/yarn/new', 'Add Yarn', false],
    ['/yarn/:id', 'Yarn Details', false],
    ['/yarn/:id/edit', 'Edit Yarn', false],
    ['/shopping-list', 'Shopping List', false],
  ]);
});

it('names this remote and its build on every page root', () => {
  const { container } = render(
    <MemoryRouter>
      <PageRoot>
        <p>page</p>
      </PageRoot>
    </MemoryRouter>,
  );
  expect(container.firstElementChild).toHaveAttribute('data-remote', 'mf_inventory');
  expect(container.firstElementChild).toHaveAttribute('data-build', 'dev');
  expect(screen.getByText('page')).toBeInTheDocument();
});
