import { isRepeatable } from './keyed-writes.js';

describe('isRepeatable', () => {
  const key = true;
  const id = '0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11';

  it('repeats reads, key or not', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get'])
      expect(isRepeatable(method, '/yarn', false)).toBe(true);
  });

  it('repeats a keyed write only on the routes that honour the key (Record Usage, a project’s usage)', () => {
    expect(isRepeatable('POST', `/yarn/${id}/use`, key)).toBe(true);
    expect(isRepeatable('POST', `/projects/${id}/usage`, key)).toBe(true);
    expect(isRepeatable('POST', `/Yarn/${id.toUpperCase()}/Use`, key)).toBe(true);
  });

  it('never repeats a write without a key, one to another route, or another method on those routes', () => {
    expect(isRepeatable('POST', `/yarn/${id}/use`, false)).toBe(false);
    expect(isRepeatable('POST', '/yarn', key)).toBe(false);
    expect(isRepeatable('POST', `/projects/${id}/allocations`, key)).toBe(false);
    expect(isRepeatable('PATCH', `/projects/${id}/usage`, key)).toBe(false);
    expect(isRepeatable('POST', `/yarn/${id}/x/use`, key)).toBe(false);
    expect(isRepeatable('DELETE', `/yarn/${id}`, key)).toBe(false);
  });
});
