import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { FakeChatRequest, FakeLlm, FakeLlmOptions, FakeLlmScript } from './fake-llm.types.js';
import {
  readMessage,
  toolCallsOf,
  toolMessagesRefusal,
  toolsRefusal,
  type RawMessage,
} from './fake-llm-tools.js';
import { keepClientConnections } from '@yarn-mgmt/nest-kit';

export type * from './fake-llm.types.js';

export const FAKE_LLM_MODEL = 'local-test-model';

/**
 * The smallest good answer: to a request for a JSON object whose last message is a JSON object, that same object
 * back (its words and numbers unchanged); otherwise a line saying it is the local test model.
 */
export const echoJsonReply: FakeLlmScript = (request) => {
  const last = request.messages.at(-1)?.content ?? '';
  if (request.responseFormat === 'json_object') {
    try {
      const parsed = JSON.parse(last) as unknown;
      if (parsed && typeof parsed === 'object') return { content: JSON.stringify(parsed) };
    } catch {
      // not JSON: answered in words below
    }
  }
  return { content: 'This is the local test model: it has no knowledge of its own.' };
};

const openAiError = (message: string, type: string, code: string | null, param: string | null = null) => ({
  error: { message, type, param, code },
});

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

const words = (text: string) => Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length * 1.3));

/**
 * A fake OpenAI-compatible server on 127.0.0.1 (node:http only, so the launcher can run it from the built
 * package), speaking the real shapes of `POST /v1/chat/completions` (`chat.completion` with choices, message,
 * finish_reason and usage; errors as `{error: {message, type, param, code}}`) and `GET /v1/models` (a `list` of
 * `model` objects), tool calling included (`tools`, `tool_calls`, `tool` messages, checked as OpenAI checks them).
 * Scriptable per request: a good answer, tool calls, one that changes a number, a slow one, an error status, a
 * dropped connection; `close()` takes it down (connection refused).
 */
export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const models = options.models ?? [FAKE_LLM_MODEL];
  const created = Math.floor(Date.now() / 1000);
  let script: FakeLlmScript = options.reply ?? echoJsonReply;
  let log: FakeChatRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  async function chat(request: IncomingMessage, response: ServerResponse) {
    let body: Record<string, unknown>;
    try {
      body = (await readJson(request)) as Record<string, unknown>;
    } catch {
      return send(
        response,
        400,
        openAiError('We could not parse the JSON body of your request.', 'invalid_request_error', null),
      );
    }
    if (typeof body?.model !== 'string')
      return send(
        response,
        400,
        openAiError('you must provide a model parameter', 'invalid_request_error', null),
      );
    if (!Array.isArray(body.messages) || body.messages.length === 0)
      return send(
        response,
        400,
        openAiError(
          "Missing required parameter: 'messages'.",
          'invalid_request_error',
          'missing_required_parameter',
          'messages',
        ),
      );
    if (!models.includes(body.model))
      return send(
        response,
        404,
        openAiError(
          `The model \`${body.model}\` does not exist or you do not have access to it.`,
          'invalid_request_error',
          'model_not_found',
        ),
      );
    const format = body.response_format as { type?: unknown } | undefined;
    const messages = (body.messages as RawMessage[]).map(readMessage);
    const refusal = toolsRefusal(body.tools) ?? toolMessagesRefusal(messages);
    if (refusal) return send(response, 400, openAiError(refusal, 'invalid_request_error', null, 'messages'));
    const received: FakeChatRequest = {
      model: body.model,
      messages,
      tools: Array.isArray(body.tools)
        ? (body.tools as { function: { name: string } }[]).map((tool) => tool.function.name)
        : [],
      toolChoice: typeof body.tool_choice === 'string' ? body.tool_choice : null,
      responseFormat: typeof format?.type === 'string' ? format.type : null,
      authorization: request.headers.authorization ?? null,
      body,
    };
    log.push(received);
    const reply = script(received);
    if ('hangUp' in reply) return void response.socket?.destroy();
    later(reply.delayMs ?? 0, () => {
      if (response.destroyed) return;
      if ('status' in reply)
        return send(
          response,
          reply.status,
          openAiError(
            reply.message ?? 'The server had an error while processing your request.',
            reply.status >= 500 ? 'server_error' : 'invalid_request_error',
            null,
          ),
        );
      const prompt = received.messages.reduce((sum, m) => sum + words(m.content), 0);
      const message =
        'toolCalls' in reply
          ? { role: 'assistant', content: null, tool_calls: toolCallsOf(reply.toolCalls) }
          : { role: 'assistant', content: reply.content };
      const completion = words(JSON.stringify(message));
      send(response, 200, {
        id: `chatcmpl-${randomUUID().replace(/-/g, '').slice(0, 24)}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: received.model,
        choices: [
          {
            index: 0,
            message: { ...message, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'toolCalls' in reply ? 'tool_calls' : 'stop',
          },
        ],
        usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
        service_tier: 'default',
        system_fingerprint: null,
      });
    });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname.replace(/\/$/, '');
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`)
      return send(
        response,
        401,
        openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
      );
    if (request.method === 'POST' && path === '/v1/chat/completions') return void chat(request, response);
    if (request.method === 'GET' && path === '/v1/models')
      return send(response, 200, {
        object: 'list',
        data: models.map((id) => ({ id, object: 'model', created, owned_by: 'local-test-data' })),
      });
    const model = /^\/v1\/models\/(.+)$/.exec(path)?.[1];
    if (request.method === 'GET' && model && models.includes(decodeURIComponent(model)))
      return send(response, 200, {
        id: decodeURIComponent(model),
        object: 'model',
        created,
        owned_by: 'local-test-data',
      });
    send(
      response,
      404,
      openAiError(`Invalid URL (${request.method} ${path})`, 'invalid_request_error', null),
    );
  });
  // A real provider keeps an idle connection about a minute; at Node's 5 s a caller's pooled next request would
  // meet the socket closing (ECONNRESET).
  keepClientConnections(server);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    script: (next) => void (script = next ?? options.reply ?? echoJsonReply),
    requests: () => log,
    resetLog: () => void (log = []),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
