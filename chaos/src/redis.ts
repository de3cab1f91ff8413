import { createConnection } from 'node:net';

// Redis read by the chaos suite itself (which job is active, on which worker): one command over a plain socket in
// RESP, its whole reply parsed (strings, integers, nil, arrays).
export type Reply = string | number | null | Reply[];

/** Parses one reply from `data` at byte `at`: the value and where it ends, or undefined while it is incomplete. */
export function parseReply(data: Buffer, at = 0): { value: Reply; end: number } | undefined {
  const eol = data.indexOf('\r\n', at);
  if (eol < 0) return undefined;
  const head = data.subarray(at + 1, eol).toString('utf8');
  switch (String.fromCharCode(data[at])) {
    case '+':
      return { value: head, end: eol + 2 };
    case '-':
      throw new Error(`redis: ${head}`);
    case ':':
      return { value: Number(head), end: eol + 2 };
    case '$': {
      const length = Number(head);
      if (length < 0) return { value: null, end: eol + 2 };
      if (data.length < eol + 2 + length + 2) return undefined;
      return { value: data.subarray(eol + 2, eol + 2 + length).toString('utf8'), end: eol + 2 + length + 2 };
    }
    case '*': {
      const count = Number(head);
      if (count < 0) return { value: null, end: eol + 2 };
      const items: Reply[] = [];
      let end = eol + 2;
      for (let i = 0; i < count; i += 1) {
        const item = parseReply(data, end);
        if (!item) return undefined;
        items.push(item.value);
        end = item.end;
      }
      return { value: items, end };
    }
    default:
      throw new Error(`redis: unexpected reply ${JSON.stringify(head.slice(0, 20))}`);
  }
}

/** Sends `args` as one command to Redis on 127.0.0.1:`port`; rejects on an error reply, no answer within 2 s. */
export function redisCall(port: number, ...args: string[]): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let data = Buffer.alloc(0);
    const done = (error: Error | undefined, value?: Reply) => {
      socket.destroy();
      if (error) reject(error);
      else resolve(value ?? null);
    };
    socket.setTimeout(2_000, () => done(new Error('redis: no answer')));
    socket.once('error', (error) => done(error));
    socket.once('connect', () =>
      socket.write(
        `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`,
      ),
    );
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      try {
        const reply = parseReply(data);
        if (reply) done(undefined, reply.value);
      } catch (error) {
        done(error as Error);
      }
    });
  });
}
