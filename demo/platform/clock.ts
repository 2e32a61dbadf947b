/**
 * The sandbox's own clock. Tests advance it (POST /_sandbox/clock) to expire reservations,
 * codes and tokens without waiting, so every time-dependent rule reads `now()` from here.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  iso(): string {
    return this.now().toISOString();
  }

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
