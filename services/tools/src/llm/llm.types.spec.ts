import { completionBody, wireMessages } from './llm.types.js';

describe('the chat completion request', () => {
  it("writes tool calls and their results in OpenAI's shape", () => {
    expect(
      wireMessages([
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Cascade?' },
        {
          role: 'assistant',
          content: null,
          toolCalls: [{ id: 'c1', name: 'brand_facts', arguments: '{"brand":"Cascade"}' }],
        },
        { role: 'tool', toolCallId: 'c1', content: '{"quality_score":8}' },
        { role: 'assistant', content: 'Cascade is good.' },
      ]),
    ).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Cascade?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'brand_facts', arguments: '{"brand":"Cascade"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: '{"quality_score":8}' },
      { role: 'assistant', content: 'Cascade is good.' },
    ]);
  });

  it('offers the tools with a tool choice, and asks for JSON and a token cap only when told', () => {
    const tool = {
      name: 'stash_totals',
      description: 'Totals',
      parameters: { type: 'object', properties: {} },
    };
    expect(
      completionBody('m', [{ role: 'user', content: 'hi' }], {
        tools: [tool],
        toolChoice: 'none',
        json: true,
      }),
    ).toEqual({
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
      tools: [{ type: 'function', function: tool }],
      tool_choice: 'none',
      response_format: { type: 'json_object' },
    });
    expect(completionBody('m', [{ role: 'user', content: 'hi' }], { maxTokens: 50 })).toEqual({
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
      max_tokens: 50,
    });
  });
});
