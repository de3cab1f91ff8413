import { clientAddress } from './chat-throttle.js';

const request = (headers: Record<string, string | string[]>, ip?: string) =>
  ({ headers, ip, socket: { remoteAddress: '127.0.0.1' } }) as unknown as Parameters<typeof clientAddress>[0];

describe('clientAddress', () => {
  it('is the address the gateway forwards (the last one), else the connection’s', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1'))).toBe('203.0.113.7');
    expect(clientAddress(request({ 'x-forwarded-for': '10.0.0.1, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(request({}, '::ffff:127.0.0.1'))).toBe('::ffff:127.0.0.1');
    expect(clientAddress(request({}))).toBe('127.0.0.1');
  });
});
