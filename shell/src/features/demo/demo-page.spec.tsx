import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

afterEach(() => localStorage.clear());

const panel = () => screen.getByRole('tabpanel');
const card = (name: string) => within(panel()).getByRole('article', { name });

async function openDemo() {
  const view = renderApp('/demo');
  await screen.findByRole('heading', { level: 1, name: 'Yarn Management Demo' });
  return view;
}

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

describe('public demo page', () => {
  it('says it is a read-only demo that saves nothing, above five tabs', async () => {
    await openDemo();
    const banner = screen.getByText('This is a read-only demo: no data is saved.');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    const tabs = within(screen.getByRole('tablist', { name: 'Demo sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Features Overview',
      'Yarn Inventory',
      'Projects',
      'Deal Tracker',
      'Tech Stack',
    ]);
    expect(screen.getByRole('tab', { name: 'Features Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('opens on the features overview: what the platform does today available, the 70+ retailers coming soon', async () => {
    await openDemo();
    const available = within(screen.getByRole('region', { name: 'Available' })).getAllByRole('article');
    expect(available.map((feature) => within(feature).getByRole('heading').textContent)).toEqual([
      'Yarn Inventory',
      'AI Pattern Designer',
      'Yarn Calculator',
      'PDF Pattern Processor',
      'AI Chatbot',
      'ML Recommendations',
      'Deal Tracker',
      'Sale Pattern Timeline',
      'Archived Deal Pages',
      'Privacy-Preserving NLP',
      'RAG-Enhanced Chatbot',
    ]);
    for (const feature of available) expect(within(feature).getByText('Available')).toBeInTheDocument();

    const comingSoon = within(screen.getByRole('region', { name: 'Coming Soon' })).getAllByRole('article');
    expect(comingSoon.map((feature) => within(feature).getByRole('heading').textContent)).toEqual([
      'Deal Tracker over 70+ Retailers',
    ]);
    for (const feature of comingSoon) expect(within(feature).getByText('Coming Soon')).toBeInTheDocument();
  });

  it('shows three sample yarns with name, brand, weight, fiber, colorway, quantity and a drawn image', async () => {
    await openDemo();
    await openTab('Yarn Inventory');
    expect(within(panel()).getAllByRole('article')).toHaveLength(3);

    const rios = card('Rios');
    expect(within(rios).getByRole('heading', { name: 'Rios' })).toBeInTheDocument();
    expect(within(rios).getByText('Malabrigo')).toBeInTheDocument();
    expect(rios).toHaveTextContent('Weight: Worsted');
    expect(rios).toHaveTextContent('Fiber: 100% Superwash Merino Wool');
    expect(rios).toHaveTextContent('Colorway: Azul Profundo');
    expect(rios).toHaveTextContent('Quantity: 3 skeins (300 g)');
    expect(within(rios).getByRole('img', { name: 'Rios in Azul Profundo' })).toBeInTheDocument();

    expect(card('Felted Tweed')).toHaveTextContent('Rowan');
    expect(card('Felted Tweed')).toHaveTextContent('Weight: DK');
    expect(card('Felted Tweed')).toHaveTextContent('Quantity: 6 skeins (300 g)');
    expect(card('Tosh Merino Light')).toHaveTextContent('Madelinetosh');
    expect(card('Tosh Merino Light')).toHaveTextContent('Weight: Fingering');
    expect(card('Tosh Merino Light')).toHaveTextContent('Colorway: Tart');
  });

  it.each([
    ['Cozy Cable Sweater', 'In Progress', 65],
    ['Baby Blanket', 'Planning', 0],
    ['Striped Winter Scarf', 'Completed', 100],
  ])('shows the sample project %s as %s at %i%%', async (name, status, progress) => {
    await openDemo();
    await openTab('Projects');
    expect(within(panel()).getAllByRole('article')).toHaveLength(3);
    const project = card(name);
    expect(within(project).getByText(status)).toBeInTheDocument();
    expect(within(project).getByRole('progressbar', { name: `${name} progress` })).toHaveAttribute(
      'aria-valuenow',
      String(progress),
    );
    expect(within(project).getByText(`${progress}%`)).toBeInTheDocument();
  });

  it('marks the deal tracker Available and shows sample deals and sale predictions', async () => {
    await openDemo();
    await openTab('Deal Tracker');
    expect(within(panel()).getByRole('heading', { level: 2, name: 'Deal Tracker' })).toBeInTheDocument();
    expect(within(panel()).getByText('Available')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Coming soon: a ready-made list of 70+ retailers.');

    const deals = within(screen.getByRole('region', { name: 'Sample Deals' })).getAllByRole('article');
    expect(deals).toHaveLength(3);
    const rios = card('Malabrigo Rios');
    expect(within(rios).getByText('Malabrigo')).toBeInTheDocument();
    expect(within(rios).getByRole('heading', { name: 'Rios' })).toBeInTheDocument();
    expect(within(rios).getByText('The Wool Shed')).toBeInTheDocument();
    expect(within(rios).getByText('$9.60')).toBeInTheDocument();
    expect(within(rios).getByLabelText('was $16.00')).toHaveTextContent('$16.00');
    expect(within(rios).getByText('40% off')).toBeInTheDocument();
    const cascade = card('Cascade Yarns 220 Superwash');
    for (const text of ['Knit Market', '$9.00', '$12.00', '25% off']) {
      expect(within(cascade).getByText(text)).toBeInTheDocument();
    }
    const lionBrand = card('Lion Brand Wool-Ease Thick & Quick');
    for (const text of ['Fiber Depot', '$8.50', '$10.00', '15% off']) {
      expect(within(lionBrand).getByText(text)).toBeInTheDocument();
    }

    const predictions = within(screen.getByRole('list', { name: 'Sale Predictions' })).getAllByRole(
      'listitem',
    );
    expect(predictions.map((item) => item.textContent)).toEqual([
      'Malabrigo: next sale predicted in about 12 days, with around 25% off (82% confidence).',
      'Cascade Yarns: sales cluster in November, most often on a Friday.',
      'Lion Brand: a sale every 30 days on average, at 20% off on average.',
    ]);
  });

  it('lists what the platform runs on, grouped', async () => {
    await openDemo();
    await openTab('Tech Stack');
    const items = (group: string) =>
      within(screen.getByRole('list', { name: group }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Front End')).toEqual([
      'React with TypeScript',
      'Material UI (MUI)',
      'TanStack Query',
      'React Router',
      'React Hook Form with zod validation',
    ]);
    expect(items('Micro-Frontends')).toContain('webpack 5 Module Federation');
    expect(items('Back End')).toContain('NestJS services, one per domain');
    expect(items('Data')).toEqual([
      'PostgreSQL, one database per service',
      'TypeORM with SQL migrations',
      'Redis',
    ]);
    expect(items('Deals Pipeline')).toEqual([
      'BullMQ job queues on Redis',
      'Puppeteer with Chromium in a scraper worker',
    ]);
    expect(items('Platform & Tooling')).toContain('Node.js 24 LTS');
  });
});
