/**
 * Politeness: at most one request at a time per host, with at least `delayMs` between the end of one and the start
 * of the next. In-process only (one worker's requests); the queue of a host is forgotten once it is idle.
 */
export class HostQueue {
  private readonly hosts = new Map<string, { tail: Promise<void>; lastEnd: number; pending: number }>();

  constructor(private readonly delayMs: number) {}

  /**
   * Runs `task` when the host is free. `paced: false` (a rendered page's own XHR and scripts) waits its turn but
   * not the delay: the delay paces page loads, one request at a time still holds for everything.
   */
  async run<T>(host: string, task: () => Promise<T>, paced = true): Promise<T> {
    let entry = this.hosts.get(host);
    if (!entry) {
      entry = { tail: Promise.resolve(), lastEnd: 0, pending: 0 };
      this.hosts.set(host, entry);
    }
    const slot = entry;
    slot.pending += 1;
    const previous = slot.tail;
    let release!: () => void;
    slot.tail = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      const wait = slot.lastEnd + this.delayMs - Date.now();
      if (paced && slot.lastEnd > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return await task();
    } finally {
      slot.lastEnd = Date.now();
      slot.pending -= 1;
      if (slot.pending === 0) this.forgetLater(host, slot);
      release();
    }
  }

  private forgetLater(host: string, slot: { pending: number }): void {
    setTimeout(() => {
      if (slot.pending === 0 && this.hosts.get(host) === slot) this.hosts.delete(host);
    }, this.delayMs).unref();
  }
}
