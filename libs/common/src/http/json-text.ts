/** The JSON text of a response body, kept on the body itself (not enumerable: invisible to JSON and to equality). */
const JSON_TEXT = Symbol('jsonText');

/**
 * Serialises a response body now, once, for a body that is answered many times unchanged (a
 * cached leaderboard page): serializeReply then sends the kept text instead of serialising the
 * body again on every hit. The body must not be changed afterwards, so it is frozen.
 */
export function withJsonText<T extends object>(body: T): T {
  Object.defineProperty(body, JSON_TEXT, { value: JSON.stringify(body) });
  return Object.freeze(body);
}

/** Fastify's reply serializer: a body's kept JSON text, or JSON.stringify (Fastify's own default without a schema). */
export function serializeReply(payload: unknown): string {
  const text = payload !== null && typeof payload === 'object' ? (payload as { [JSON_TEXT]?: string })[JSON_TEXT] : undefined;
  return text ?? JSON.stringify(payload);
}
