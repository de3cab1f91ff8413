import { waitForInstances } from '../../scripts/start/start-health.mjs';

// What `npm start` does with a service that keeps exiting at start (scripts/start/start-health.mjs): the rest of
// the platform starts and the log names what is unavailable; without the account service nothing would work, so
// that one stops the start.
const instance = (service: string, replica = 0) => ({
  service,
  instance: replica ? `${service}-${replica + 1}` : service,
  url: `http://127.0.0.1:0/${service}/${replica}/health`,
  label: `${service[0].toUpperCase()}${service.slice(1)}`,
});

describe('waiting for the services at start', () => {
  it('leaves out a service that keeps exiting, names it, and waits for the others', async () => {
    const lines: string[] = [];
    const healthy: string[] = [];
    const left = await waitForInstances({
      instances: [instance('account'), instance('inventory'), instance('tools'), instance('tools', 1)],
      wait: async (name) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (name.startsWith('tools')) throw new Error(`${name} keeps exiting at start: see its log above`);
        healthy.push(name);
      },
      log: (line) => lines.push(line),
    });
    expect(left.sort()).toEqual(['tools', 'tools-2']);
    expect(healthy.sort()).toEqual(['account', 'inventory']);
    expect(lines).toContain(
      'tools keeps exiting at start: see its log above: Tools is unavailable (the gateway answers 503 for it, ' +
        'its pages say so); the rest of the platform starts',
    );
  });

  it('stops the start when the account service will not start', async () => {
    await expect(
      waitForInstances({
        instances: [instance('account'), instance('inventory')],
        wait: (name) =>
          name === 'account'
            ? Promise.reject(new Error('account did not become healthy within 60 s'))
            : Promise.resolve(),
        log: () => undefined,
      }),
    ).rejects.toThrow('account did not become healthy within 60 s');
  });

  it('leaves nothing out when all start', async () => {
    const left = await waitForInstances({
      instances: [instance('account'), instance('patterns')],
      wait: () => Promise.resolve(),
      log: () => undefined,
    });
    expect(left).toEqual([]);
  });
});
