import Fastify from 'fastify';
import { serializeReply, withJsonText } from './json-text';

describe('withJsonText / serializeReply', () => {
  it('serialises a body once and answers that text after, unchanged for JSON and equality', () => {
    const body = { data: [{ position: 1, points: '10.50' }], pagination: { limit: 50, offset: 0 } };
    const kept = withJsonText(body);
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(serializeReply(kept)).toBe('{"data":[{"position":1,"points":"10.50"}],"pagination":{"limit":50,"offset":0}}');
      expect(serializeReply(kept)).toBe(serializeReply(kept));
      expect(stringify).not.toHaveBeenCalled();
    } finally {
      stringify.mockRestore();
    }
    expect(kept).toEqual({ data: [{ position: 1, points: '10.50' }], pagination: { limit: 50, offset: 0 } });
    expect(Object.keys(kept)).toEqual(['data', 'pagination']);
    expect(Object.isFrozen(kept)).toBe(true);
  });

  it('serialises any other body as JSON.stringify does', () => {
    for (const payload of [{ a: 1, b: [true, null] }, [1, 'x'], null, 42, { nested: { at: new Date(0) } }]) {
      expect(serializeReply(payload)).toBe(JSON.stringify(payload));
    }
  });

  it('is what Fastify sends, with its JSON content type', async () => {
    const server = Fastify();
    server.setReplySerializer(serializeReply);
    const page = withJsonText({ cached: true });
    server.get('/kept', async () => page);
    server.get('/plain', async () => ({ plain: true }));
    const kept = await server.inject({ method: 'GET', url: '/kept' });
    const plain = await server.inject({ method: 'GET', url: '/plain' });
    expect([kept.body, kept.headers['content-type']]).toEqual(['{"cached":true}', 'application/json; charset=utf-8']);
    expect(plain.body).toBe('{"plain":true}');
    await server.close();
  });
});
