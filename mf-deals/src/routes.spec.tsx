import { routes } from './routes';

it("states the spec's pages and titles, with the admin-only ones", () => {
  expect(routes.map(({ path, title, adminOnly }) => [path, title, adminOnly ?? false])).toEqual([
    ['/deals', 'Yarn Deals', false],
    ['/deal-timeline', 'Deal Timeline', false],
    ['/scraper-admin', 'Scraper Admin', true],
    ['/archives', 'Archives', true],
  ]);
});
