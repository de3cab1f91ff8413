import { parseReply } from './redis.js';

// The suite reads BullMQ's keys itself (the active list, a job's hash): whole replies, including ones split across
// socket chunks and strings longer in bytes than in characters.
const reply = (text: string) => parseReply(Buffer.from(text, 'utf8'))?.value;

describe('parseReply (RESP)', () => {
  it('reads simple strings, integers and nil', () => {
    expect(reply('+PONG\r\n')).toBe('PONG');
    expect(reply(':42\r\n')).toBe(42);
    expect(reply('$-1\r\n')).toBeNull();
  });

  it('reads bulk strings by their length in bytes', () => {
    expect(reply('$11\r\nlaine écru\r\n')).toBe('laine écru');
    expect(reply('*2\r\n$5\r\nrun-7\r\n$4\r\nÅsa\r\n')).toEqual(['run-7', 'Åsa']);
  });

  it('reads arrays of mixed replies, nil items included', () => {
    expect(reply('*3\r\n$2\r\npb\r\n$-1\r\n:3\r\n')).toEqual(['pb', null, 3]);
    expect(reply('*0\r\n')).toEqual([]);
  });

  it('waits for the rest of a reply split across chunks', () => {
    expect(parseReply(Buffer.from('*2\r\n$5\r\nrun-7\r\n$4\r\nwor'))).toBeUndefined();
    expect(parseReply(Buffer.from('$5\r\nrun'))).toBeUndefined();
    expect(parseReply(Buffer.from(':4'))).toBeUndefined();
  });

  it('turns an error reply into an exception', () => {
    expect(() => reply('-WRONGTYPE Operation against a key holding the wrong kind of value\r\n')).toThrow(
      'redis: WRONGTYPE',
    );
  });
});
