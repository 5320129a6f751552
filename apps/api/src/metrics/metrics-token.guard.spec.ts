import { ExecutionContext } from '@nestjs/common';
import { AppConfig, ErrorCode, MetricsService, UnauthorizedException } from '@app/common';
import { MetricsTokenGuard } from './metrics-token.guard';

const TOKEN = 'scrape-0123456789abcdef';

function contextWith(headers: Record<string, string | string[]>): ExecutionContext {
  const request = { headers };
  return { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
}

function guard(metricsToken: string | undefined): MetricsTokenGuard {
  return new MetricsTokenGuard(Object.assign(new AppConfig(), { metricsToken }), new MetricsService());
}

describe('MetricsTokenGuard', () => {
  it('lets every request through when METRICS_TOKEN is unset', () => {
    expect(guard(undefined).canActivate(contextWith({}))).toBe(true);
    expect(guard(undefined).canActivate(contextWith({ authorization: 'Bearer whatever' }))).toBe(true);
  });

  it('accepts Authorization: Bearer <METRICS_TOKEN>, the scheme in any case', () => {
    expect(guard(TOKEN).canActivate(contextWith({ authorization: `Bearer ${TOKEN}` }))).toBe(true);
    expect(guard(TOKEN).canActivate(contextWith({ authorization: `BEARER  ${TOKEN} ` }))).toBe(true);
  });

  it.each([
    ['no header', {}],
    ['another header', { 'x-metrics-token': TOKEN }],
    ['no scheme', { authorization: TOKEN }],
    ['another scheme', { authorization: `Token ${TOKEN}` }],
    ['a wrong token', { authorization: `Bearer ${TOKEN.toUpperCase()}` }],
    ['a longer token', { authorization: `Bearer ${TOKEN}x` }],
    ['a shorter token', { authorization: `Bearer ${TOKEN.slice(1)}` }],
    ['two tokens', { authorization: `Bearer ${TOKEN} ${TOKEN}` }],
  ])('refuses %s with 401 unauthorized', (_label, headers) => {
    const check = () => guard(TOKEN).canActivate(contextWith(headers as Record<string, string>));
    expect(check).toThrow(UnauthorizedException);
    try {
      check();
    } catch (error) {
      expect((error as UnauthorizedException).code).toBe(ErrorCode.Unauthorized);
      expect((error as Error).message).not.toContain(TOKEN);
    }
  });
});
