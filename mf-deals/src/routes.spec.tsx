import { routes } from './routes';

it('keeps Scraper Admin and Archives for admins (DECISIONS 9), the gallery and timeline for everyone', () => {
  expect(routes.filter((route) => route.adminOnly).map((route) => route.title)).toEqual([
    'Scraper Admin',
    'Archives',
  ]);
  expect(routes.filter((route) => !route.adminOnly).map((route) => route.title)).toEqual([
    'Yarn Deals',
    'Deal Timeline',
  ]);
});
