/**
 * Data sizes and durations of a run. `npm run bench` uses the sizes of issue 10; a smoke run
 * shrinks them: BENCH_SCALE=0.01 multiplies every data size (at least 1,000 rows),
 * BENCH_DURATION / BENCH_WARMUP / BENCH_CONNECTIONS set the load (defaults 15 s, 3 s, 50).
 */
export function benchScale(): number {
  const raw = Number(process.env.BENCH_SCALE ?? '1');
  return Number.isFinite(raw) && raw > 0 ? raw : 1;
}

/** A data size of the issue (e.g. 1,000,000 players), scaled by BENCH_SCALE (sizes ≤ 1,000 are kept). */
export function benchSize(full: number): number {
  if (full <= 1000) return full;
  return Math.max(1000, Math.round(full * benchScale()));
}

export function benchLoad(): { connections: number; durationSeconds: number; warmupSeconds: number } {
  const int = (name: string, fallback: number) => {
    const value = Number(process.env[name]);
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    connections: int('BENCH_CONNECTIONS', 50) || 50,
    durationSeconds: int('BENCH_DURATION', 15) || 15,
    warmupSeconds: int('BENCH_WARMUP', 3),
  };
}

/** Warm-up seconds before every measured load (BENCH_WARMUP, default 3). */
export function benchWarmupSeconds(): number {
  return benchLoad().warmupSeconds;
}
