import { FAKE_LLM_MODEL, startFakeLlm, type FakeLlm } from './fake-llm.js';

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm({ apiKey: 'sk-test-123' });
});
afterAll(() => llm.close());
afterEach(() => {
  llm.script(null);
  llm.resetLog();
});

const auth = { authorization: 'Bearer sk-test-123', 'content-type': 'application/json' };
const chat = (body: unknown, headers: Record<string, string> = auth) =>
  fetch(`${llm.url}/chat/completions`, { method: 'POST', headers, body: JSON.stringify(body) });

describe('the fake OpenAI-compatible server', () => {
  it('lists its models in the /v1/models shape', async () => {
    const response = await fetch(`${llm.url}/models`, { headers: auth });
    expect(await response.json()).toEqual({
      object: 'list',
      data: [
        {
          id: FAKE_LLM_MODEL,
          object: 'model',
          created: expect.any(Number) as unknown,
          owned_by: 'local-test-data',
        },
      ],
    });
  });

  it('answers a chat completion in the chat.completion shape, echoing a JSON object by default', async () => {
    const response = await chat({
      model: FAKE_LLM_MODEL,
      messages: [{ role: 'user', content: '{"title":"Hat","count":88}' }],
      response_format: { type: 'json_object' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      object: 'chat.completion',
      model: FAKE_LLM_MODEL,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: '{"title":"Hat","count":88}' },
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: expect.any(Number) as unknown,
        completion_tokens: expect.any(Number) as unknown,
      },
    });
    expect(llm.requests()).toHaveLength(1);
    expect(llm.requests()[0]).toMatchObject({
      responseFormat: 'json_object',
      authorization: 'Bearer sk-test-123',
    });
  });

  it("refuses a wrong key, an unknown model and a request without messages in OpenAI's error shape", async () => {
    const wrongKey = await chat(
      { model: FAKE_LLM_MODEL, messages: [] },
      { 'content-type': 'application/json' },
    );
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({
      error: { code: 'invalid_api_key', type: 'invalid_request_error' },
    });
    const unknown = await chat({ model: 'gpt-9', messages: [{ role: 'user', content: 'hi' }] });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'model_not_found' } });
    expect((await chat({ model: FAKE_LLM_MODEL })).status).toBe(400);
  });

  it('follows its script: an error status, a slow answer, a dropped connection', async () => {
    const message = { model: FAKE_LLM_MODEL, messages: [{ role: 'user', content: 'hi' }] };
    llm.script(() => ({ status: 503 }));
    expect((await chat(message)).status).toBe(503);
    llm.script(() => ({ content: 'late', delayMs: 300 }));
    const started = Date.now();
    expect((await chat(message)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    llm.script(() => ({ hangUp: true }));
    await expect(chat(message)).rejects.toThrow();
  });

  it('asks for tool calls in the tool_calls shape, and reads the results sent back', async () => {
    const tools = [
      {
        type: 'function',
        function: {
          name: 'brand_facts',
          description: 'A brand',
          parameters: { type: 'object', properties: { brand: { type: 'string' } } },
        },
      },
    ];
    llm.script((request) =>
      request.messages.at(-1)?.role === 'tool'
        ? { content: `told: ${request.messages.at(-1)?.content}` }
        : { toolCalls: [{ name: 'brand_facts', arguments: { brand: 'Cascade' }, id: 'call_1' }] },
    );
    const first = await chat({
      model: FAKE_LLM_MODEL,
      messages: [{ role: 'user', content: 'Cascade?' }],
      tools,
    });
    expect(await first.json()).toMatchObject({
      choices: [
        {
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: { name: 'brand_facts', arguments: '{"brand":"Cascade"}' },
              },
            ],
          },
          finish_reason: 'tool_calls',
        },
      ],
    });
    const call = {
      id: 'call_1',
      type: 'function',
      function: { name: 'brand_facts', arguments: '{"brand":"Cascade"}' },
    };
    const second = await chat({
      model: FAKE_LLM_MODEL,
      messages: [
        { role: 'user', content: 'Cascade?' },
        { role: 'assistant', content: null, tool_calls: [call] },
        { role: 'tool', tool_call_id: 'call_1', content: '{"quality":8}' },
      ],
      tools,
      tool_choice: 'auto',
    });
    expect(await second.json()).toMatchObject({
      choices: [{ message: { content: 'told: {"quality":8}' }, finish_reason: 'stop' }],
    });
    expect(llm.requests()[1]).toMatchObject({
      tools: ['brand_facts'],
      toolChoice: 'auto',
      messages: [
        { role: 'user', content: 'Cascade?' },
        { role: 'assistant', content: '', toolCalls: [{ id: 'call_1', name: 'brand_facts' }] },
        { role: 'tool', toolCallId: 'call_1', content: '{"quality":8}' },
      ],
    });
  });

  it('refuses, as OpenAI does, a tool message that answers no call, a call left unanswered and bad tools', async () => {
    const call = { id: 'call_9', type: 'function', function: { name: 'f', arguments: '{}' } };
    const orphan = await chat({
      model: FAKE_LLM_MODEL,
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'tool', tool_call_id: 'call_9', content: '{}' },
      ],
    });
    expect(orphan.status).toBe(400);
    expect(await orphan.json()).toMatchObject({
      error: { message: expect.stringContaining("role 'tool'") as unknown },
    });
    const unanswered = await chat({
      model: FAKE_LLM_MODEL,
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: null, tool_calls: [call] },
        { role: 'user', content: 'and?' },
      ],
    });
    expect(unanswered.status).toBe(400);
    expect(await unanswered.json()).toMatchObject({
      error: { message: expect.stringContaining('call_9') as unknown },
    });
    const badTools = await chat({
      model: FAKE_LLM_MODEL,
      messages: [{ role: 'user', content: 'hi' }],
      tools: [{ type: 'function', function: { name: 'has spaces' } }],
    });
    expect(badTools.status).toBe(400);
    expect(llm.requests()).toHaveLength(0);
  });
});
