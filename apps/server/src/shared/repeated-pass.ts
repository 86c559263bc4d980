/** Background work a process does on its own timer, until it stops. */
export interface RepeatedPass {
  /** No new pass starts; resolves once the pass under way has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` in this process, one at a time (a tick that finds a pass still
 * running starts none), until stopped; a failed pass is reported to `onFailure` and the next
 * one tries again. The pass is told whether to keep going, so that a stopping process starts
 * no new round of its work: what it leaves is due for any process.
 */
export function repeatPass(
  pass: (keepGoing: () => boolean) => Promise<unknown>,
  everyMs: number,
  onFailure: (error: unknown) => void,
): RepeatedPass {
  let running: Promise<unknown> | null = null;
  let stopping = false;
  const timer = setInterval(() => {
    if (running) return;
    running = pass(() => !stopping)
      .catch(onFailure)
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
