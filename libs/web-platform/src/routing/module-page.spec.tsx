import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@yarn-mgmt/contracts';
import type { ApiClient } from '../api/api-client';
import { AuthProvider } from '../auth/auth-context';
import { ModulePage, usePageTitle } from './module-page';

const knitter: User = {
  id: '7b0c1c36-6f0b-4c39-9d0c-6a1d3f1f2a11',
  email: 'ann@example.com',
  username: 'ann',
  first_name: 'Ann',
  last_name: 'Purl',
  role: 'user',
  ravelry_connected: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

function Heading() {
  return <h1>{usePageTitle()}</h1>;
}

function renderAs(user: User, adminOnly: boolean) {
  localStorage.setItem('token', 'test-token');
  const client = { get: jest.fn(() => Promise.resolve(user)) } as unknown as ApiClient;
  return render(
    <MemoryRouter>
      <AuthProvider client={client}>
        <ModulePage route={{ path: '/archives', title: 'Archives', adminOnly, element: <Heading /> }} />
      </AuthProvider>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe('ModulePage', () => {
  it("gives the page its title from the remote's route table", async () => {
    renderAs(knitter, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Archives' })).toBeInTheDocument();
  });

  it('tells a non-admin that an admin-only page is not for them', async () => {
    renderAs(knitter, true);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows an admin-only page to an admin', async () => {
    renderAs({ ...knitter, role: 'admin' }, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Archives' })).toBeInTheDocument();
  });

  it('is "Yarn Management" outside any route', () => {
    render(<Heading />);
    expect(screen.getByRole('heading', { name: 'Yarn Management' })).toBeInTheDocument();
  });
});
