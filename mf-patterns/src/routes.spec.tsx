import { routes } from './routes';

it("states the spec's pages and titles", () => {
  expect(routes.map(({ path, title, adminOnly }) => [path, title, adminOnly ?? false])).toEqual([
    ['/patterns', 'Pattern Library', false],
    ['/patterns/new', 'Add Pattern', false],
    ['/patterns/bulk-upload', 'Bulk Upload', false],
    ['/patterns/:id', 'Pattern Details', false],
    ['/patterns/:id/edit', 'Edit Pattern', false],
  ]);
});
