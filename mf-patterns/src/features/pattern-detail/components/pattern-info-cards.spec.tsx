import { screen, waitFor } from '@testing-library/react';
import { SETTINGS_API, type Pattern } from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders, settingsResponse, userFixture } from '@yarn-mgmt/testing/web';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { patternFixture } from '../../../test/fixtures';
import { PatternInfoCards } from './pattern-info-cards';

/** The user's Currency setting as the page sees it, so a test knows the setting has been applied. */
function SettingProbe() {
  return <output aria-label="Currency setting">{useFormatters().currency}</output>;
}

/** The cards of `pattern` for a user whose Currency setting is EUR, once that setting is in force. */
async function renderUnderEuro(pattern: Pattern) {
  const api = createFakeApi({
    get: { [SETTINGS_API.settings]: settingsResponse({ default_currency: 'EUR' }) },
  });
  renderWithProviders(
    <>
      <SettingProbe />
      <PatternInfoCards pattern={pattern} />
    </>,
    { path: '/patterns/1', api, user: userFixture() },
  );
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Currency setting' })).toHaveTextContent('EUR'),
  );
  return screen.getByRole('region', { name: 'Pattern Information' });
}

describe('PatternInfoCards price', () => {
  it('shows each price in its own currency under a EUR setting', async () => {
    const info = await renderUnderEuro(patternFixture({ is_free: false, price: 7.5, currency: 'USD' }));
    expect(info).toHaveTextContent('Price: $7.50');
  });

  it('reads a price stored without a currency as dollars, never as the setting (issue 23)', async () => {
    const info = await renderUnderEuro(patternFixture({ is_free: false, price: 7.5, currency: null }));
    expect(info).toHaveTextContent('Price: $7.50');
    expect(info).not.toHaveTextContent('€');
  });
});
