import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';

/** A page that shows the navigation state it was handed, as the receiving remote's page would get it. */
export function LocationStateProbe() {
  return <pre data-testid="location-state">{JSON.stringify(useLocation().state)}</pre>;
}

/** The state a LocationStateProbe shows (after the navigation happened). */
export async function handedState(): Promise<unknown> {
  return JSON.parse((await screen.findByTestId('location-state')).textContent ?? 'null') as unknown;
}
