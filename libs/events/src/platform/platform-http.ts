/** One POST to the game platform. Never throws: failures come back as `{ ok: false, error }`. */

export type PlatformPostResult = { ok: true; status: number } | { ok: false; error: string };

export async function postToPlatform(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<PlatformPostResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'user-agent': 'tournament-service-notifier/1' },
      body,
      // A redirect is not followed: it counts as a failed attempt (the URL is misconfigured).
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed; discarding it frees the connection.
    await response.body?.cancel().catch(() => undefined);
    return { ok: true, status: response.status };
  } catch (error) {
    const err = error as Error & { cause?: { code?: string; message?: string } };
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return { ok: false, error: `no answer within ${timeoutMs} ms` };
    const cause = err.cause?.code ?? err.cause?.message;
    return { ok: false, error: `connection failed: ${cause ? `${cause} ` : ''}${err.message}` };
  }
}
