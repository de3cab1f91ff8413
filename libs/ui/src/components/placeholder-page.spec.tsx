import { render, screen } from '@testing-library/react';
import { placeholderRoutes } from './placeholder-page';

describe('placeholder routes', () => {
  const routes = placeholderRoutes('mf_deals', [
    { path: '/deals', title: 'Yarn Deals' },
    { path: '/archives', title: 'Archives', adminOnly: true },
  ]);

  it('keeps each page as planned', () => {
    expect(routes.map(({ path, title, adminOnly }) => [path, title, adminOnly])).toEqual([
      ['/deals', 'Yarn Deals', undefined],
      ['/archives', 'Archives', true],
    ]);
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    '%s shows its title and the not-built text, naming its remote and build on its root',
    (_path, route) => {
      const { container } = render(<>{route.element}</>);
      expect(screen.getByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
      expect(screen.getByText('This page is not built yet.')).toBeInTheDocument();
      expect(container.firstElementChild).toHaveAttribute('data-remote', 'mf_deals');
      expect(container.firstElementChild).toHaveAttribute('data-build', 'dev');
    },
  );
});
