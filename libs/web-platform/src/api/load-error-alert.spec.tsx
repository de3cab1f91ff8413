import { render, screen } from '@testing-library/react';
import { ApiError } from './api-error';
import { LoadErrorAlert, unavailableText } from './load-error-alert';

describe('LoadErrorAlert', () => {
  it('keeps the page’s own text alone for an ordinary failure', () => {
    render(<LoadErrorAlert error={new ApiError('Boom', 500, 'Boom')}>Error loading patterns</LoadErrorAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error loading patterns$/);
  });

  it('adds which part of the platform is down, or that nothing answered', () => {
    expect(unavailableText(new ApiError('x', 503, 'The patterns service is unavailable'))).toBe(
      'The patterns service is unavailable just now; the rest of the platform still works. Try again in a minute.',
    );
    expect(unavailableText(new ApiError('x', 0))).toBe(
      'No answer from the platform: check your connection, then try again.',
    );
    expect(unavailableText(new ApiError('x', 404, 'Not found'))).toBeNull();
    expect(unavailableText(new Error('x'))).toBeNull();
  });
});
