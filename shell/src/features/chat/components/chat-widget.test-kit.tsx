import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  CHAT_TEXTS,
  SMART_RECOMMENDATIONS_API,
  type ChatResponse,
  type RawChatInput,
  type Settings,
  type User,
} from '@yarn-mgmt/contracts';
import { PlatformProviders, useAuth } from '@yarn-mgmt/web-platform';
import { accountApi, settings } from '../../../test/account-api';
import { CurrentPath } from '../../../test/render-app';
import { ChatWidget } from './chat-widget';

/** An answer of the built-in engine: its text and nothing carried unless given. */
export const answer = (overrides: Partial<ChatResponse> = {}): ChatResponse => ({
  response: 'Try a superwash merino.',
  fallback_response: null,
  mode: 'built_in',
  recommendations: [],
  links: [],
  unavailable: [],
  ...overrides,
});

type ChatCall = (input: RawChatInput) => Promise<unknown>;

export interface ChatApiOptions {
  /** What `GET /smart-recommendations/status` answers: a body, an Error (rejected) or a promise. */
  status?: unknown;
  chat?: ChatCall;
  settings?: Partial<Settings>;
}

/** The account fixtures (/auth/me, /settings...) plus the assistant's two endpoints. */
export function chatApi({
  status = { success: false, model: null },
  chat,
  settings: own,
}: ChatApiOptions = {}) {
  const reply: ChatCall = chat ?? (() => Promise.resolve(answer()));
  return accountApi({
    get: {
      [SMART_RECOMMENDATIONS_API.status]: status,
      '/settings': { settings: { ...settings, ...own } },
    },
    post: (path, body) =>
      path === SMART_RECOMMENDATIONS_API.chat
        ? reply(body as RawChatInput)
        : Promise.reject(new Error(`unexpected ${path}`)),
  });
}

export type ChatApi = ReturnType<typeof chatApi>;

/** The chat bodies sent so far. */
export const chatCalls = (api: ChatApi) =>
  api.post.mock.calls.filter(([path]) => path === SMART_RECOMMENDATIONS_API.chat).map(([, body]) => body);

function SignOutButton() {
  const { logout, user } = useAuth();
  return user ? (
    <button type="button" onClick={logout}>
      Sign out
    </button>
  ) : null;
}

export interface RenderWidgetOptions {
  user?: User;
  api?: ChatApi;
  path?: string;
}

/** The widget alone under the platform's providers, signed in as `user` (a stored token) or signed out. */
export function renderWidget({ user, api = chatApi(), path = '/dashboard' }: RenderWidgetOptions = {}) {
  if (user) localStorage.setItem('token', 'test-token');
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <PlatformProviders apiClient={api}>
        <ChatWidget />
        <SignOutButton />
        <CurrentPath />
      </PlatformProviders>
    </MemoryRouter>,
  );
  return { ...view, api };
}

export const openButton = () => screen.getByRole('button', { name: CHAT_TEXTS.openLabel });
export const panel = () => screen.getByRole('dialog', { name: CHAT_TEXTS.title });
export const log = () => within(panel()).getByRole('log');
export const input = () => within(panel()).getByRole('textbox', { name: CHAT_TEXTS.placeholder });
export const sendButton = () => within(panel()).getByRole('button', { name: CHAT_TEXTS.sendLabel });

/** The log's message texts, oldest first. */
export const messageTexts = () =>
  Array.from(log().querySelectorAll('[data-sender]')).map((entry) => [
    entry.getAttribute('data-sender'),
    entry.querySelector('p')?.textContent,
  ]);

export async function openChat() {
  await userEvent.click(openButton());
  // The panel's code loads at the first open.
  return screen.findByRole('dialog', { name: CHAT_TEXTS.title });
}

/** Types `text` and presses Enter (which sends). */
export async function ask(text: string) {
  await userEvent.type(input(), `${text}{Enter}`);
}

/** A promise the test settles when it likes. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const silenceConsole = () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
};
