import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_TEXTS, type Recommendation } from '@yarn-mgmt/contracts';
import { ApiError } from '@yarn-mgmt/web-platform';
import { knitter } from '../../../test/render-app';
import { CONVERSATION_STORAGE_KEY } from '../hooks/use-conversation';
import {
  answer,
  ask,
  chatApi,
  chatCalls,
  log,
  messageTexts,
  openChat,
  panel,
  renderWidget,
  silenceConsole,
} from './chat-widget.test-kit';

beforeEach(silenceConsole);
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

const recommendation = (overrides: Partial<Recommendation>): Recommendation => ({
  brand_name: 'Cascade Yarns',
  quality_score: 8,
  value_score: 9,
  avg_price: 10.5,
  tier: 'budget_champion',
  line: '220 Superwash',
  weight_category: 'Worsted',
  fiber_content: '100% superwash wool',
  reason: 'Machine washable and sturdy.',
  ...overrides,
});

const stored = () => JSON.parse(sessionStorage.getItem(CONVERSATION_STORAGE_KEY) ?? 'null') as unknown;

describe('a conversation with the assistant', () => {
  it('sends each message with the last 5 messages before it as context, the greeting as the assistant', async () => {
    let turn = 0;
    const { api } = renderWidget({
      api: chatApi({ chat: () => Promise.resolve(answer({ response: `answer ${++turn}` })) }),
    });
    await openChat();
    for (const question of ['q1', 'q2', 'q3', 'q4']) {
      await ask(question);
      expect(await within(log()).findByText(`answer ${turn}`)).toBeInTheDocument();
    }
    const calls = chatCalls(api);
    expect(calls[0]).toEqual({
      message: 'q1',
      context: { previousMessages: [{ role: 'assistant', content: CHAT_TEXTS.greeting }] },
    });
    expect(calls[3]).toEqual({
      message: 'q4',
      context: {
        previousMessages: [
          { role: 'assistant', content: 'answer 1' },
          { role: 'user', content: 'q2' },
          { role: 'assistant', content: 'answer 2' },
          { role: 'user', content: 'q3' },
          { role: 'assistant', content: 'answer 3' },
        ],
      },
    });
  });

  it("shows recommendations as numbered cards, the price in dollars whatever the user's currency, with a tier chip", async () => {
    const recommendations = [
      recommendation({}),
      recommendation({
        brand_name: 'Malabrigo',
        line: null,
        quality_score: 9.5,
        value_score: 6,
        avg_price: 14,
        tier: 'premium',
      }),
    ];
    renderWidget({
      user: knitter,
      api: chatApi({
        settings: { default_currency: 'EUR' },
        chat: () => Promise.resolve(answer({ response: 'Two to try:', recommendations })),
      }),
    });
    await openChat();
    await ask('machine washable worsted');
    const cards = within(await within(log()).findByRole('list', { name: 'Recommendations' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      '1. Cascade Yarns 220 Superwash',
      '2. Malabrigo',
    ]);
    // The table's prices are dollars (DECISIONS 26): a euro user sees $10.50, never "€10.50".
    expect(within(cards[0]).getByText('Quality 8/10 · Value 9/10 · $10.50')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Budget Champion')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Quality 9.5/10 · Value 6/10 · $14.00')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Premium')).toBeInTheDocument();
  });

  it("links a stash answer to the user's yarn and patterns, and following one keeps the panel open", async () => {
    const yarnId = '0b5d0c1e-8a53-4c52-9a7e-3b1f1d2c4e5f';
    const patternId = '7f3c2a10-5d4e-4b6a-8c9d-0e1f2a3b4c5d';
    renderWidget({
      user: knitter,
      api: chatApi({
        chat: () =>
          Promise.resolve(
            answer({
              response: 'You have 640 yds of DK.',
              links: [
                { kind: 'yarn', id: yarnId, label: 'Rios in Azul' },
                { kind: 'pattern', id: patternId, label: 'Ribbed Hat' },
              ],
            }),
          ),
      }),
    });
    await openChat();
    await ask('how much DK do I have?');
    const yarnLink = await within(log()).findByRole('link', { name: 'Rios in Azul' });
    expect(yarnLink).toHaveAttribute('href', `/yarn/${yarnId}`);
    expect(within(log()).getByRole('link', { name: 'Ribbed Hat' })).toHaveAttribute(
      'href',
      `/patterns/${patternId}`,
    );
    await userEvent.click(yarnLink);
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/yarn/${yarnId}`);
    expect(panel()).toBeInTheDocument();
  });

  it("marks a fallback reply with a 'Fallback Mode' chip", async () => {
    renderWidget({
      api: chatApi({
        chat: () =>
          Promise.resolve(
            answer({ response: null, fallback_response: CHAT_TEXTS.fallbackReply, mode: 'keyword_fallback' }),
          ),
      }),
    });
    await openChat();
    await ask('asdf qwerty');
    expect(await within(log()).findByText(CHAT_TEXTS.fallbackReply)).toBeInTheDocument();
    expect(within(log()).getByText('Fallback Mode')).toBeInTheDocument();
  });

  it.each([
    ['the service down', new ApiError('The tools service is unavailable', 503)],
    ['a timeout', new ApiError('Request timed out after 10000 ms', 0)],
    ['an answer of another shape', Promise.resolve({ reply: 'hi' })],
  ])('shows the failed message as an error after %s', async (_case, failure) => {
    renderWidget({
      api: chatApi({ chat: () => (failure instanceof Error ? Promise.reject(failure) : failure) }),
    });
    await openChat();
    await ask('best yarn for baby blankets');
    expect(await within(log()).findByRole('alert')).toHaveTextContent(CHAT_TEXTS.failed);
    expect(within(log()).queryByText('Fallback Mode')).not.toBeInTheDocument();
  });

  it('survives a reload of the tab (sessionStorage)', async () => {
    const first = renderWidget({ user: knitter });
    await openChat();
    await ask('soft yarn under $10');
    expect(await within(log()).findByText('Try a superwash merino.')).toBeInTheDocument();
    first.unmount();

    renderWidget({ user: knitter });
    await openChat();
    expect(messageTexts()).toEqual([
      ['bot', CHAT_TEXTS.greeting],
      ['user', 'soft yarn under $10'],
      ['bot', 'Try a superwash merino.'],
    ]);
  });

  it.each([
    ['not JSON', '{"messages":['],
    ['another shape', JSON.stringify({ messages: [{ text: 'hi' }] })],
    ['no message at all', JSON.stringify({ id: 'c1', owner: null, messages: [] })],
  ])('starts on the greeting when what is stored is %s', async (_case, value) => {
    sessionStorage.setItem(CONVERSATION_STORAGE_KEY, value);
    renderWidget();
    await openChat();
    expect(messageTexts()).toEqual([['bot', CHAT_TEXTS.greeting]]);
  });

  it('is cleared on sign-out, and another account never sees it', async () => {
    renderWidget({ user: knitter });
    await openChat();
    await ask('how much DK do I have?');
    expect(await within(log()).findByText('Try a superwash merino.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(messageTexts()).toEqual([['bot', CHAT_TEXTS.greeting]]));
    expect(stored()).toMatchObject({ owner: null, messages: [{ text: CHAT_TEXTS.greeting }] });
    expect(JSON.stringify(stored())).not.toContain('DK');
  });

  it("starts afresh for a conversation stored by another account, and keeps a visitor's on signing in", async () => {
    const message = { id: 'm1', sender: 'user', text: 'a question', timestamp: new Date().toISOString() };
    sessionStorage.setItem(
      CONVERSATION_STORAGE_KEY,
      JSON.stringify({ id: 'c1', owner: 'someone-else', messages: [message] }),
    );
    const other = renderWidget({ user: knitter });
    await openChat();
    await waitFor(() => expect(messageTexts()).toEqual([['bot', CHAT_TEXTS.greeting]]));
    other.unmount();
    localStorage.clear();

    sessionStorage.setItem(
      CONVERSATION_STORAGE_KEY,
      JSON.stringify({ id: 'c2', owner: null, messages: [message] }),
    );
    renderWidget({ user: knitter });
    await openChat();
    await waitFor(() => expect(stored()).toMatchObject({ id: 'c2', owner: knitter.id }));
    expect(messageTexts()).toEqual([['user', 'a question']]);
  });

  it("stamps today's messages with the hour and minute, an earlier day's with the date as the user writes it", async () => {
    const at = (date: Date) => ({
      id: `m${date.getTime()}`,
      sender: 'bot',
      text: 'Hello',
      timestamp: date.toISOString(),
    });
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    sessionStorage.setItem(
      CONVERSATION_STORAGE_KEY,
      JSON.stringify({ id: 'c1', owner: knitter.id, messages: [at(new Date(2026, 0, 2, 15, 4)), at(today)] }),
    );
    renderWidget({ user: knitter, api: chatApi({ settings: { date_format: 'DD/MM/YYYY' } }) });
    await openChat();
    await waitFor(() =>
      expect(Array.from(log().querySelectorAll('time')).map((time) => time.textContent)).toEqual([
        '02/01/2026, 3:04 PM',
        '9:05 AM',
      ]),
    );
  });
});
