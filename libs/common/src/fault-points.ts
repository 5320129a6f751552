/**
 * Fault points: named places in the code where the reliability suite (test/reliability/crashes,
 * issue 9) makes the process die with SIGKILL, so that a crash lands exactly at that line (after
 * a debit, before a commit, after a wallet call ...) instead of at a moment picked by a timer.
 *
 * They exist only for that suite. The environment variable `TS_FAULT_POINTS` switches them on: a
 * comma-separated list of `name` (crash the first time the point is reached) or `name@N` (crash
 * the N-th time it is reached in this process). It is read once, when this module loads. In
 * production it is unset, and `faultPoint` does nothing: one lookup in an empty map.
 */

/** What the process does at a matching point; the real one kills itself at once. */
export type FaultAction = (name: string) => void;

const killSelf: FaultAction = () => {
  process.kill(process.pid, 'SIGKILL');
};

export interface FaultPoints {
  /** Marks that the point `name` was reached; runs the action when a rule matches. */
  reach(name: string): void;
}

/**
 * Parses a `TS_FAULT_POINTS` value into its rules (point name → the hit that crashes, 1-based);
 * throws on a malformed entry, so a typo in a test never silently disables the crash.
 */
export function parseFaultPoints(spec: string | undefined): Map<string, number> {
  const rules = new Map<string, number>();
  for (const item of (spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_.-]+)(?:@([1-9]\d*))?$/.exec(item);
    if (!match) throw new Error(`TS_FAULT_POINTS: malformed entry "${item}" (expected name or name@N, N ≥ 1)`);
    rules.set(match[1], match[2] ? Number(match[2]) : 1);
  }
  return rules;
}

/** Fault points with their own rules and hit counters (the module-level one reads the environment). */
export function createFaultPoints(spec: string | undefined, action: FaultAction = killSelf): FaultPoints {
  const rules = parseFaultPoints(spec);
  const hits = new Map<string, number>();
  return {
    reach(name: string): void {
      const crashAt = rules.get(name);
      if (crashAt === undefined) return;
      const hit = (hits.get(name) ?? 0) + 1;
      hits.set(name, hit);
      if (hit === crashAt) action(name);
    },
  };
}

const processFaultPoints = createFaultPoints(process.env.TS_FAULT_POINTS);

/**
 * A named crash point (see the top of this file). Inert unless `TS_FAULT_POINTS` names it; then
 * the process SIGKILLs itself right here on the chosen hit.
 */
export function faultPoint(name: string): void {
  processFaultPoints.reach(name);
}
