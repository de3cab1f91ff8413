import { CircuitBreaker } from './circuit-breaker.js';

describe('CircuitBreaker', () => {
  it('opens after the threshold of failures in a row, and a success in between starts the count again', () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 30_000, () => now);
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    expect(breaker.isOpen).toBe(true);
    now = 29_999;
    expect(breaker.allow()).toBe(false);
  });

  it('lets one trial through after the cooldown: its success closes the circuit, its failure re-opens it', () => {
    let now = 0;
    const breaker = new CircuitBreaker(1, 1_000, () => now);
    breaker.failed();
    now = 1_000;
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    breaker.failed();
    expect(breaker.allow()).toBe(false);
    now = 2_000;
    expect(breaker.allow()).toBe(true);
    breaker.succeeded();
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(true);
  });
});
