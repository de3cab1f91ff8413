import { routes } from './routes';

it("states the spec's pages and titles", () => {
  expect(routes.map(({ path, title, adminOnly }) => [path, title, adminOnly ?? false])).toEqual([
    ['/projects', 'Projects', false],
    ['/projects/new', 'New Project', false],
    ['/projects/:id', 'Project Details', false],
    ['/projects/:id/edit', 'Edit Project', false],
  ]);
});
