import { createHmac } from 'node:crypto';
import { platformNotificationHeaders, signPlatformNotification, verifyPlatformSignature } from './platform-signature';
import { platformRetryDelayMs } from './platform-retry';

const SECRET = 'platform-secret-0123456789';
const BODY = '{"event":"tournament.started","tournament_id":"t1"}';

describe('game-platform notification signature (D12)', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>" with the shared secret', () => {
    const expected = createHmac('sha256', SECRET).update(`1700000000.${BODY}`).digest('hex');
    expect(signPlatformNotification(SECRET, 1700000000, BODY)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the test vector of docs/game-platform-webhook.md', () => {
    const body = '{"event":"tournament.cancelled","tournament_id":"x"}';
    expect(signPlatformNotification('test-secret', 1700000000, body)).toBe(
      '1edab58ac7b210aa2c2d68c931f80ef3a28978a8791d6d8500b49b81b35375c9',
    );
  });

  it('headers carry the signature, the timestamp and the event id', () => {
    expect(platformNotificationHeaders(SECRET, 1700000000, BODY, 'evt-1')).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-timestamp': '1700000000',
      'x-signature': signPlatformNotification(SECRET, 1700000000, BODY),
      'x-event-id': 'evt-1',
    });
  });

  it('verification accepts the genuine request and refuses tampering, another secret and stale timestamps', () => {
    const signature = signPlatformNotification(SECRET, 1700000000, BODY);
    expect(verifyPlatformSignature(SECRET, '1700000000', BODY, signature, 1700000010)).toBe(true);
    expect(verifyPlatformSignature(SECRET, '1700000000', BODY.replace('t1', 't2'), signature, 1700000010)).toBe(false);
    expect(verifyPlatformSignature('another-secret-0123456789', '1700000000', BODY, signature, 1700000010)).toBe(false);
    expect(verifyPlatformSignature(SECRET, '1700000001', BODY, signature, 1700000010)).toBe(false);
    expect(verifyPlatformSignature(SECRET, '1700000000', BODY, signature, 1700000000 + 301)).toBe(false);
    expect(verifyPlatformSignature(SECRET, undefined, BODY, signature, 1700000010)).toBe(false);
    expect(verifyPlatformSignature(SECRET, '1700000000', BODY, undefined, 1700000010)).toBe(false);
  });
});

describe('game-platform retry backoff', () => {
  it('is the shared delivery backoff: full jitter under a ceiling that doubles from 1 s up to 5 minutes', () => {
    expect([1, 2, 3, 4].map((attempts) => platformRetryDelayMs(attempts, () => 0.5))).toEqual([500, 1000, 2000, 4000]);
    expect(platformRetryDelayMs(1, () => 0)).toBe(0);
    expect(platformRetryDelayMs(30, () => 0.999999)).toBe(299_999);
  });
});
