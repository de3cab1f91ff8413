/**
 * A short circuit breaker: after `threshold` failures in a row the endpoint is not asked for `cooldownMs`; then
 * one trial call goes (the others still skip it), and its outcome closes or re-opens the circuit. A request never
 * waits on an endpoint that has just failed several times, and a broken endpoint sees one call per cooldown.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private trialRunning = false;

  constructor(
    private readonly threshold: number,
    private readonly cooldownMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a call may go now (a half-open circuit lets one trial through). */
  allow(): boolean {
    if (this.failures < this.threshold) return true;
    if (this.trialRunning || this.now() < this.openUntil) return false;
    this.trialRunning = true;
    return true;
  }

  succeeded(): void {
    this.failures = 0;
    this.trialRunning = false;
  }

  failed(): void {
    this.failures += 1;
    this.trialRunning = false;
    if (this.failures >= this.threshold) this.openUntil = this.now() + this.cooldownMs;
  }

  get isOpen(): boolean {
    return this.failures >= this.threshold;
  }
}
