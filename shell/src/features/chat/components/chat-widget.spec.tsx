import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_SUGGESTIONS, CHAT_TEXTS } from '@yarn-mgmt/contracts';
import { knitter, renderApp } from '../../../test/render-app';
import {
  answer,
  ask,
  chatApi,
  chatCalls,
  deferred,
  input,
  log,
  messageTexts,
  openButton,
  openChat,
  panel,
  renderWidget,
  sendButton,
  silenceConsole,
} from './chat-widget.test-kit';

beforeEach(silenceConsole);
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('the yarn assistant widget', () => {
  it.each([
    ['/login', undefined],
    ['/register', undefined],
    ['/demo', undefined],
    ['/dashboard', knitter],
    ['/yarn', knitter],
  ])('has its round button on %s', async (path, user) => {
    renderApp(path, { user, api: chatApi() });
    expect(await screen.findByRole('button', { name: CHAT_TEXTS.openLabel })).toBeInTheDocument();
  });

  it("stands in the corner on a public page, above the pages' own add buttons in the app's layout", async () => {
    const first = renderApp('/login', { api: chatApi() });
    expect(await screen.findByRole('button', { name: CHAT_TEXTS.openLabel })).toHaveStyle({ bottom: '24px' });
    first.unmount();
    renderApp('/yarn', { user: knitter, api: chatApi() });
    expect(await screen.findByText('mf_inventory page /yarn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHAT_TEXTS.openLabel })).toHaveStyle({
      bottom: '96px',
      right: '24px',
    });
  });

  it('opens on the greeting with its header, moves focus into the input, and closes back to the button', async () => {
    renderWidget();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    await openChat();
    expect(within(panel()).getByRole('heading', { level: 2, name: 'Yarn Assistant' })).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(log()).toHaveAttribute('tabindex', '0');
    expect(messageTexts()).toEqual([['bot', CHAT_TEXTS.greeting]]);
    expect(within(log()).getByRole('img', { name: 'Yarn Assistant' })).toBeInTheDocument();
    expect(log().querySelector('time')?.textContent).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('placeholder', 'Ask about yarn...');

    await userEvent.click(within(panel()).getByRole('button', { name: CHAT_TEXTS.closeLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(openButton()).toHaveFocus();
  });

  it('closes on Esc and gives focus back to the round button', async () => {
    renderWidget();
    await openChat();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(openButton()).toHaveFocus();
  });

  it.each([
    ['AI Online', { success: true, model: 'llama3' }],
    ['Basic Mode', { success: false, model: null }],
    ['Basic Mode', new Error('503 The tools service is unavailable')],
  ])('says %s for a status of %p', async (caption, status) => {
    renderWidget({ api: chatApi({ status }) });
    await openChat();
    expect(await within(panel()).findByText(caption)).toBeInTheDocument();
  });

  it("says 'Checking...' while the status is awaited", async () => {
    const status = deferred<unknown>();
    renderWidget({ api: chatApi({ status: status.promise }) });
    await openChat();
    expect(within(panel()).getByText('Checking...')).toBeInTheDocument();
    status.resolve({ success: true, model: 'm' });
    expect(await within(panel()).findByText('AI Online')).toBeInTheDocument();
  });

  it("shows 'Try asking:' and the first 3 chips while there are 2 messages or fewer; a chip fills the input", async () => {
    const { api } = renderWidget();
    await openChat();
    const chips = within(within(panel()).getByRole('group', { name: 'Try asking:' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(CHAT_SUGGESTIONS.slice(0, 3));
    await userEvent.click(chips[1]);
    expect(input()).toHaveValue('budget-friendly yarn for a sweater');
    expect(input()).toHaveFocus();
    expect(chatCalls(api)).toHaveLength(0);

    await userEvent.keyboard('{Enter}');
    // Greeting, question and answer: 3 messages, so the chips go.
    expect(await within(log()).findByText('Try a superwash merino.')).toBeInTheDocument();
    expect(within(panel()).queryByText('Try asking:')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: CHAT_SUGGESTIONS[0] })).not.toBeInTheDocument();
  });

  it('sends on Enter and adds a line on Shift+Enter', async () => {
    const { api } = renderWidget();
    await openChat();
    await userEvent.type(input(), 'soft yarn{Shift>}{Enter}{/Shift}for a hat');
    expect(input()).toHaveValue('soft yarn\nfor a hat');
    expect(chatCalls(api)).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(chatCalls(api)).toHaveLength(1));
    expect(chatCalls(api)[0]).toMatchObject({ message: 'soft yarn\nfor a hat' });
    expect(input()).toHaveValue('');
    expect(await within(log()).findByText('Try a superwash merino.')).toBeInTheDocument();
  });

  it('sends nothing blank: the send button is disabled and Enter does nothing', async () => {
    const { api } = renderWidget();
    await openChat();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '   {Shift>}{Enter}{/Shift}  ');
    expect(sendButton()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(chatCalls(api)).toHaveLength(0);
    expect(messageTexts()).toHaveLength(1);
    await userEvent.type(input(), 'aran');
    expect(sendButton()).toBeEnabled();
  });

  it('shows the typing indicator and keeps send disabled while a reply is pending', async () => {
    const reply = deferred<unknown>();
    const { api } = renderWidget({ api: chatApi({ chat: () => reply.promise }) });
    await openChat();
    await ask('best yarn for baby blankets');
    expect(within(log()).getByRole('status', { name: 'Yarn Assistant is typing' })).toBeInTheDocument();
    await userEvent.type(input(), 'and socks?');
    expect(sendButton()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(chatCalls(api)).toHaveLength(1);

    reply.resolve(answer({ response: 'Cotton blends wash well.' }));
    expect(await within(log()).findByText('Cotton blends wash well.')).toBeInTheDocument();
    expect(within(log()).queryByRole('status')).not.toBeInTheDocument();
    expect(input()).toHaveValue('and socks?');
    expect(sendButton()).toBeEnabled();
  });

  it('clears the conversation to one bot message', async () => {
    renderWidget();
    await openChat();
    await ask('best yarn for baby blankets');
    expect(await within(log()).findByText('Try a superwash merino.')).toBeInTheDocument();
    await userEvent.click(within(panel()).getByRole('button', { name: CHAT_TEXTS.clearLabel }));
    expect(messageTexts()).toEqual([['bot', 'Chat cleared! How can I help you with yarn today?']]);
    expect(within(panel()).getByText('Try asking:')).toBeInTheDocument();
  });
});
