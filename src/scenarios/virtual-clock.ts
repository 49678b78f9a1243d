/**
 * Time for a headless run: sagas sleep on it (services.sleep), the sandbox reads it (its `now`), and the runner
 * advances it to the next due timer instead of waiting. Timers belong to an owner (a page load): when the borrower
 * leaves the app, that page's timers are dropped, as a browser drops a page it unloads.
 */
export class VirtualClock {
  private current: number;
  private timers: { at: number; seq: number; owner: number; resolve: () => void }[] = [];
  private seq = 0;

  constructor(start: number) {
    this.current = start;
  }

  now = (): number => this.current;

  /** A sleep function for the page load `owner`. */
  sleeper(owner: number): (ms: number) => Promise<void> {
    return (ms) =>
      new Promise<void>((resolve) => {
        this.seq += 1;
        this.timers.push({ at: this.current + Math.max(0, ms), seq: this.seq, owner, resolve });
      });
  }

  /** Drops every timer of a page load that is gone (its sagas never wake up). */
  dropOwner(owner: number): void {
    this.timers = this.timers.filter((t) => t.owner !== owner);
  }

  /** When the next timer is due, or undefined when none waits. */
  nextDue(): number | undefined {
    return this.timers.reduce<number | undefined>(
      (min, t) => (min === undefined || t.at < min ? t.at : min),
      undefined,
    );
  }

  /** Moves to the next due timer (not past `limit`) and wakes it; false when none is due by then. */
  fireNext(limit = Number.POSITIVE_INFINITY): boolean {
    if (!this.timers.length) return false;
    const next = this.timers.reduce((a, b) => (b.at < a.at || (b.at === a.at && b.seq < a.seq) ? b : a));
    if (next.at > limit) return false;
    this.timers = this.timers.filter((t) => t !== next);
    this.current = Math.max(this.current, next.at);
    next.resolve();
    return true;
  }

  /** Moves the clock forward to `to` without waking anything (the caller fired what was due before). */
  moveTo(to: number): void {
    this.current = Math.max(this.current, to);
  }
}
