import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { APP_ROUTES } from '@yarn-mgmt/contracts';
import { routes } from './routes';

describe('mf_deals routes', () => {
  it('exposes exactly the routes APP_ROUTES gives this module', () => {
    const owned = APP_ROUTES.filter((route) => route.owner === 'mf_deals').map((route) => route.path);
    expect(routes.map((route) => route.path).sort()).toEqual([...owned].sort());
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    '%s shows its title and the not-built text',
    (path, route) => {
      const { container } = render(<MemoryRouter>{route.element}</MemoryRouter>);
      const title = APP_ROUTES.find((entry) => entry.path === path)?.title ?? '';
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('This page is not built yet.')).toBeInTheDocument();
      expect(container.firstElementChild).toHaveAttribute('data-remote', 'mf_deals');
      expect(container.firstElementChild).toHaveAttribute('data-build', 'dev');
    },
  );
});
