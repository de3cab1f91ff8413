import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { DEALS_API } from '@yarn-mgmt/contracts';
import { createFakeApi, renderWithProviders } from '@yarn-mgmt/testing/web';
import { dealFixture, statsResponse } from '../../../test/deals-fixtures';
import { CARDS_PER_PAGE, DealsGalleryPage } from './deals-gallery-page';

/**
 * The gallery with 500 deals: the first render (48 cards drawn), a slider move that hides half of them, its
 * return, and "Load more" to the end. React's
 * development build in jsdom (slower than a browser's production build): upper bounds. Not part of `test`; run
 * `cd mf-deals && node --experimental-vm-modules ../node_modules/jest/bin/jest.js --testMatch '**' + '/*.perf.tsx'`.
 */
const COUNT = 500;
const deals = Array.from({ length: COUNT }, (_, index) =>
  dealFixture(index + 1, {
    brand: `Brand ${index % 10}`,
    discount_percentage: 10 + (index % 50),
    current_price: 4 + (index % 90),
  }),
);

// Counted without role queries: those walk the accessibility tree, slower than the page itself in jsdom.
const cards = () => document.querySelectorAll('article').length;
const minDiscount = () => document.querySelector<HTMLInputElement>('input[aria-label="Min discount"]')!;

it(`renders ${COUNT} deals and filters them without a stall`, async () => {
  const commits: number[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, _phase, duration) => commits.push(duration);
  const api = createFakeApi({
    get: { [DEALS_API.active]: { deals, total: COUNT }, [DEALS_API.stats]: statsResponse() },
  });
  const started = performance.now();
  renderWithProviders(
    <Profiler id="gallery" onRender={onRender}>
      <DealsGalleryPage />
    </Profiler>,
    { path: '/deals', api },
  );
  await screen.findByText(`Showing ${COUNT} of ${COUNT} deals`, {}, { timeout: 60_000 });
  expect(cards()).toBe(CARDS_PER_PAGE);
  const firstRender = performance.now() - started;
  const firstCommit = Math.max(...commits);

  commits.length = 0;
  const moved = performance.now();
  fireEvent.change(minDiscount(), { target: { value: '35' } });
  await screen.findByText(`Showing ${COUNT / 2} of ${COUNT} deals`);
  const filtered = performance.now() - moved;
  const filterCommit = Math.max(...commits);

  commits.length = 0;
  const back = performance.now();
  fireEvent.change(minDiscount(), { target: { value: '0' } });
  await screen.findByText(`Showing ${COUNT} of ${COUNT} deals`);
  const restored = performance.now() - back;

  // Every card on the page at once (the user scrolled to the end).
  const all = performance.now();
  const more = () => screen.queryByText('Load more');
  for (let button = more(); button; button = more()) fireEvent.click(button);
  expect(cards()).toBe(COUNT);
  const scrolled = performance.now() - all;

  console.log(
    [
      `first render of ${COUNT} cards: ${firstRender.toFixed(0)} ms (largest commit ${firstCommit.toFixed(0)} ms)`,
      `slider to 35 %: ${filtered.toFixed(0)} ms (largest commit ${filterCommit.toFixed(0)} ms)`,
      `slider back to 0 %: ${restored.toFixed(0)} ms`,
      `scrolled through all ${COUNT} (${Math.ceil(COUNT / CARDS_PER_PAGE)} steps): ${scrolled.toFixed(0)} ms`,
    ].join('\n'),
  );
  expect(firstRender).toBeLessThan(30_000);
}, 120_000);
