import { routes } from './routes';

it('titles the three tools pages as the side panel names them (spec part 1 section 2.3), none admin-only', () => {
  expect(routes.map(({ path, title }) => [path, title])).toEqual([
    ['/ai-designer', 'AI Pattern Designer'],
    ['/pdf-processor', 'PDF Processor'],
    ['/calculator', 'Yarn Calculator'],
  ]);
  expect(routes.some((route) => route.adminOnly)).toBe(false);
});
