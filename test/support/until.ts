type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/**
 * Polls `check` until it returns something truthy, and returns that (a boolean check resolves to
 * `true`, a lookup to what it found). Fails after `ms`, saying what it was waiting for.
 */
export async function until<T>(check: () => T | Promise<T>, what: string, ms = 10_000, everyMs = 10): Promise<Truthy<T>> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
