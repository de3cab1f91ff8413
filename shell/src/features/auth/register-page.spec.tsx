import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@yarn-mgmt/web-platform';
import { fakeApi, knitter, renderApp } from '../../test/render-app';

afterEach(() => localStorage.clear());

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

type SignUpForm = Record<
  'First Name' | 'Last Name' | 'Email Address' | 'Password' | 'Confirm Password',
  string
>;

const ann: SignUpForm = {
  'First Name': 'Ann',
  'Last Name': 'Purl',
  'Email Address': 'ann@example.com',
  Password: 'Knit2gether',
  'Confirm Password': 'Knit2gether',
};

async function fill(values: Partial<SignUpForm>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
  }
}

describe('sign-up page', () => {
  it('shows its title, subtitle, fields, link and footer', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yarn Management' })).toBeInTheDocument();
    expect(screen.getByText('Create your account')).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Password', 'Confirm Password']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(
      screen.getByText('By signing up, you agree to organize your yarn collection responsibly'),
    ).toBeInTheDocument();
  });

  it('says what is required', async () => {
    renderApp('/register');
    await screen.findByText('Create your account');
    await submit();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('checks lengths, the e-mail pattern and the password mix', async () => {
    renderApp('/register');
    await screen.findByText('Create your account');
    await fill({
      'First Name': 'A',
      'Last Name': 'B',
      'Email Address': 'not-an-email',
      Password: 'short',
      'Confirm Password': 'x',
    });
    await submit();
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await fill({ Password: 'alllowercase1' });
    expect(
      await screen.findByText('Password must contain uppercase, lowercase, and a number'),
    ).toBeInTheDocument();
  });

  it('asks for matching passwords', async () => {
    renderApp('/register');
    await screen.findByText('Create your account');
    await fill({ ...ann, 'Confirm Password': 'Knit2gethe' });
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it("says 'Passwords do not match' as soon as the confirmation differs, before Sign Up and whatever else is empty", async () => {
    renderApp('/register');
    await screen.findByText('Create your account');
    await fill({ Password: 'Knit2gether', 'Confirm Password': 'Knit2' });
    // Still the start of the password: nothing to say yet.
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await userEvent.type(field('Confirm Password'), 'x');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await userEvent.type(field('Confirm Password'), '{Backspace}gether');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());

    await fill({ 'Confirm Password': 'Knit' });
    await userEvent.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows and hides each password', async () => {
    renderApp('/register');
    await screen.findByText('Create your account');
    expect(field('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'toggle password visibility' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(field('Confirm Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'toggle confirm password visibility' }));
    expect(field('Confirm Password')).toHaveAttribute('type', 'text');
  });

  it("goes to the new user's Default View when the answer carries one", async () => {
    const user = {
      ...knitter,
      preferences: {
        emailNotifications: true,
        measurementUnit: 'metric' as const,
        defaultView: 'patterns' as const,
      },
    };
    renderApp('/register', { api: fakeApi({ post: () => Promise.resolve({ token: 't', user }) }) });
    await screen.findByText('Create your account');
    await fill(ann);
    await submit();
    expect(await screen.findByText('mf_patterns page /patterns')).toBeInTheDocument();
  });

  it('creates the account and goes to /dashboard', async () => {
    const api = fakeApi({ post: () => Promise.resolve({ token: 't', user: knitter }) });
    renderApp('/register', { api });
    await screen.findByText('Create your account');
    await fill(ann);
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/auth/register', {
      first_name: 'Ann',
      last_name: 'Purl',
      email: 'ann@example.com',
      password: 'Knit2gether',
    });
  });

  it.each([
    [new ApiError('Email already registered', 409, 'Email already registered'), 'Email already registered'],
    [new ApiError('Request failed with status code 500', 500), 'Failed to create account'],
  ])('shows the server error or "Failed to create account"', async (failure, shown) => {
    renderApp('/register', { api: fakeApi({ post: () => Promise.reject(failure) }) });
    await screen.findByText('Create your account');
    await fill(ann);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
