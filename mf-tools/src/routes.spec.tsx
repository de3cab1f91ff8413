import { routes } from './routes';

it("states the spec's pages and titles", () => {
  expect(routes.map(({ path, title, adminOnly }) => [path, title, adminOnly ?? false])).toEqual([
    ['/ai-designer', 'AI Pattern Designer', false],
    ['/pdf-processor', 'PDF Processor', false],
    ['/calculator', 'Yarn Calculator', false],
  ]);
});
