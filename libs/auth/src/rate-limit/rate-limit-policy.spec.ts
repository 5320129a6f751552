import { loadConfig } from '@app/common';
import { RouteCategory } from './rate-limit-category';
import {
  failedAuthRule,
  internalRules,
  LimitRule,
  operatorLimit,
  operatorLimitNames,
  verdictOf,
  windowSecondsOf,
} from './rate-limit-policy';

const settings = loadConfig({}).rateLimits;
const NOW = 1_800_000_000_000;

/** What an operator call counts against, as the named throttlers resolve it. */
function operatorRules(category: RouteCategory, custom = settings, overrides: Record<string, unknown> = {}): LimitRule[] {
  return operatorLimitNames(category).map((name) => ({
    name,
    limit: operatorLimit(name, custom, overrides),
    windowSeconds: windowSecondsOf(name, custom),
  }));
}

describe('operator limits', () => {
  it('has the D14 defaults: the category, general 1000/min and burst 100/10 s', () => {
    expect(operatorRules('creation')).toEqual([
      { name: 'creation', limit: 10, windowSeconds: 60 },
      { name: 'general', limit: 1000, windowSeconds: 60 },
      { name: 'burst', limit: 100, windowSeconds: 10 },
    ]);
    expect(operatorRules('registration')[0].limit).toBe(200);
    expect(operatorRules('results')[0].limit).toBe(500);
    expect(operatorRules('tournament_ops')[0].limit).toBe(100);
  });

  it('counts a general-only call once against general', () => {
    expect(operatorRules('general').map((r) => r.name)).toEqual(['general', 'burst']);
  });

  it("applies the operator's overrides and ignores values that are not positive integers", () => {
    const rules = operatorRules('creation', settings, { creation: 3, general: 0, burst: 'x', results: 7 });
    expect(rules.map((r) => [r.name, r.limit])).toEqual([
      ['creation', 3],
      ['general', 1000],
      ['burst', 100],
    ]);
  });

  it('takes the limits and windows from configuration', () => {
    const custom = loadConfig({
      RATE_LIMIT_CREATION: '4',
      RATE_LIMIT_WINDOW_SECONDS: '5',
      RATE_LIMIT_BURST_WINDOW_SECONDS: '2',
    }).rateLimits;
    expect(operatorRules('creation', custom)).toEqual([
      { name: 'creation', limit: 4, windowSeconds: 5 },
      { name: 'general', limit: 1000, windowSeconds: 5 },
      { name: 'burst', limit: 100, windowSeconds: 2 },
    ]);
  });

  it('limits internal keys to 5000/min and 500/10 s, and failed authentications to 20/min', () => {
    expect(internalRules(settings)).toEqual([
      { name: 'internal', limit: 5000, windowSeconds: 60 },
      { name: 'internal_burst', limit: 500, windowSeconds: 10 },
    ]);
    expect(failedAuthRule(settings)).toEqual({ name: 'failed_auth', limit: 20, windowSeconds: 60 });
  });
});

describe('verdictOf', () => {
  const rules: LimitRule[] = [
    { name: 'creation', limit: 10, windowSeconds: 60 },
    { name: 'general', limit: 1000, windowSeconds: 60 },
    { name: 'burst', limit: 100, windowSeconds: 10 },
  ];

  it('reports the limit with the fewest requests remaining', () => {
    const verdict = verdictOf(
      rules,
      [
        { count: 4, ttlMs: 50_000 },
        { count: 10, ttlMs: 50_000 },
        { count: 99, ttlMs: 9_000 },
      ],
      true,
      NOW,
    );
    expect(verdict).toEqual({ allowed: true, rule: rules[2], remaining: 1, resetAt: Math.ceil((NOW + 9_000) / 1000) });
  });

  it('breaks a tie in remaining by the window that ends last, then by the smaller limit', () => {
    const tie = verdictOf(
      rules,
      [
        { count: 5, ttlMs: 30_000 },
        { count: 995, ttlMs: 40_000 },
        { count: 0, ttlMs: 10_000 },
      ],
      true,
      NOW,
    );
    expect(tie.rule.name).toBe('general');
    const sameReset = verdictOf(
      rules,
      [
        { count: 5, ttlMs: 40_000 },
        { count: 995, ttlMs: 40_000 },
        { count: 0, ttlMs: 10_000 },
      ],
      true,
      NOW,
    );
    expect(sameReset.rule.name).toBe('creation');
  });

  it('on a refusal names the exhausted limit that frees up last and says when to retry', () => {
    const verdict = verdictOf(
      rules,
      [
        { count: 10, ttlMs: 12_300 },
        { count: 10, ttlMs: 12_300 },
        { count: 100, ttlMs: 4_000 },
      ],
      false,
      NOW,
    );
    expect(verdict).toEqual({ allowed: false, rule: rules[0], remaining: 0, resetAt: Math.ceil((NOW + 12_300) / 1000), retryAfter: 13 });
  });

  it('never tells a client to retry in less than a second', () => {
    expect(verdictOf([rules[2]], [{ count: 100, ttlMs: 20 }], false, NOW).retryAfter).toBe(1);
  });
});
