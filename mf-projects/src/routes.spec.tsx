import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageRoot } from './components/page-root';
import { routes } from './routes';

it("states the module's pages and their top-bar titles", () => {
  expect(routes.map(({ path, title, adminOnly }) => [path, title, adminOnly ?? false])).toEqual([
    ['/projects', 'Projects', false],
    ['/projects/new', 'New Project', false],
    ['/projects/:id', 'Project Details', false],
    ['/projects/:id/edit', 'Edit Project', false],
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
  expect(container.firstElementChild).toHaveAttribute('data-remote', 'mf_projects');
  expect(container.firstElementChild).toHaveAttribute('data-build', 'dev');
  expect(screen.getByText('page')).toBeInTheDocument();
});
