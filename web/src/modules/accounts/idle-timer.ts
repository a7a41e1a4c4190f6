/** Spec 001 §9: 30 minutes without activity set the idle flag; the same again ends the session. */
export const idlePeriodMs = 30 * 60 * 1000;

export interface IdleTimerOptions {
  /** How long without activity sets the idle flag; as long again ends the session. */
  idlePeriodMs: number;
  /** The first idle period has passed: the flag is set. */
  onIdle: () => void;
  /** Activity after the flag was set: the flag is cleared. */
  onActive: () => void;
  /** A further idle period has passed: time to sign out. The timer stops. */
  onTimeout: () => void;
}

export interface IdleTimer {
  /** The user did something. */
  activity(): void;
  stop(): void;
}

/**
 * The idle logout of spec 001 §4. It measures against the clock rather than counting on timers to fire on time, so
 * a computer that slept through the idle periods signs out as soon as it wakes up.
 */
export function startIdleTimer({ idlePeriodMs, onIdle, onActive, onTimeout }: IdleTimerOptions): IdleTimer {
  let lastActivityAt = Date.now();
  let flagged = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    const idleForMs = Date.now() - lastActivityAt;
    if (idleForMs >= 2 * idlePeriodMs) {
      onTimeout();
      return;
    }
    if (idleForMs >= idlePeriodMs && !flagged) {
      flagged = true;
      onIdle();
    }
    timer = setTimeout(check, (flagged ? 2 : 1) * idlePeriodMs - idleForMs);
  };
  timer = setTimeout(check, idlePeriodMs);

  return {
    activity() {
      // The pending check finds the new time and waits for the rest of the period; no timer to reset here.
      lastActivityAt = Date.now();
      if (!flagged) return;
      flagged = false;
      onActive();
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/** "30 minutes", or "20 seconds" for the short periods tests use. */
export function formatPeriod(ms: number): string {
  const [amount, unit] = ms >= 60_000 ? [Math.round(ms / 60_000), 'minute'] : [Math.round(ms / 1000), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
