import { AppConfig } from '@app/common';
import { ApiKeyEntity } from '@app/database';
import { API_KEY_CACHE_CAPACITY, ApiKeyCache } from './api-key.cache';

function key(id: string, secretHash = `hash-${id}`): ApiKeyEntity {
  return Object.assign(new ApiKeyEntity(), { id, secretHash, operatorId: 'op', role: 'full_access', revokedAt: null, expiresAt: null });
}

function cache(ttlMs: number): { cache: ApiKeyCache; advance(ms: number): void } {
  let now = 1_000;
  const c = new ApiKeyCache(Object.assign(new AppConfig(), { apiKeyCacheMs: ttlMs }));
  c.now = () => now;
  return { cache: c, advance: (ms) => (now += ms) };
}

describe('ApiKeyCache', () => {
  it('serves a key for its time to live, then forgets it', () => {
    const { cache: c, advance } = cache(1000);
    const k = key('a');
    c.set(k, 0);
    advance(999);
    expect(c.get('hash-a')).toBe(k);
    advance(1);
    expect(c.get('hash-a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('forgets a revoked key at once, by id', () => {
    const { cache: c } = cache(1000);
    c.set(key('a'), 0);
    c.set(key('b'), 0);
    c.forget('a');
    expect(c.get('hash-a')).toBeUndefined();
    expect(c.get('hash-b')).toBeDefined();
  });

  it('keeps nothing when turned off (0)', () => {
    const { cache: c } = cache(0);
    c.set(key('a'), 0);
    expect(c.get('hash-a')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('is bounded: the oldest entries leave first', () => {
    const { cache: c } = cache(1000);
    for (let i = 0; i <= API_KEY_CACHE_CAPACITY; i++) c.set(key(String(i)), 0);
    expect(c.size).toBe(API_KEY_CACHE_CAPACITY);
    expect(c.get('hash-0')).toBeUndefined();
    expect(c.get(`hash-${API_KEY_CACHE_CAPACITY}`)).toBeDefined();
  });

  it('does not take back a row read by a lookup that began before the key was revoked', () => {
    const { cache: c, advance } = cache(1000);
    const startedAt = c.now(); // a request's lookup starts, reads the row (not yet revoked)...
    advance(5);
    c.forget('a'); // ...the key is revoked meanwhile...
    advance(5);
    c.set(key('a'), startedAt); // ...and the lookup ends: its row must not be cached
    expect(c.get('hash-a')).toBeUndefined();
    c.set(key('a'), c.now()); // a lookup that began after the revocation reads the revoked row: cached
    expect(c.get('hash-a')).toBeDefined();
  });
});
