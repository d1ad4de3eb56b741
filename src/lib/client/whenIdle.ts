/** What an idle callback is told: the time left in this idle period (absent after the fallback timer). */
export interface IdleDeadline {
  timeRemaining(): number;
}

/** Runs `run` when the browser is idle (within 2 s), or after 50 ms where there is no requestIdleCallback. */
export function whenIdle(run: (deadline?: IdleDeadline) => void): void {
  const w = window as unknown as {requestIdleCallback?: (cb: (d: IdleDeadline) => void, o: {timeout: number}) => void};
  if (w.requestIdleCallback) {
    w.requestIdleCallback(run, {timeout: 2000});
  } else {
    window.setTimeout(run, 50);
  }
}
