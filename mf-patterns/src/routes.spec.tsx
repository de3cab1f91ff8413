import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageRoot } from './components/page-root';
import { routes } from './routes';

it("states the module's pages and their top-bar titles", () => {
  expect(routes.map(({ path, title, adminOnly }) => [path, title, adminOnly ?? false])).toEqual([
    ['/patterns', 'Pattern Library', false],
    ['/patterns/new', 'Add Pattern', false],
    ['/patterns/bulk-upload', 'Bulk Upload PDFs', false],
    ['/patterns/:id', 'Pattern Details', false],
    ['/patterns/:id/edit', 'Edit Pattern', false],
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
  expect(container.firstElementChild).toHaveAttribute('data-remote', 'mf_patterns');
  expect(container.firstElementChild).toHaveAttribute('data-build', 'dev');
  expect(screen.getByText('page')).toBeInTheDocument();
});
