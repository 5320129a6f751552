import { FastifyReply } from 'fastify';
import { DomainException, ErrorCode } from '@app/common';
import { LIMIT_LABELS } from './rate-limit-category';
import { LimitVerdict } from './rate-limit-policy';

/** X-RateLimit-* of the most constraining limit that applied (D14). */
export function setRateLimitHeaders(reply: FastifyReply, verdict: LimitVerdict): void {
  reply.header('x-ratelimit-limit', String(verdict.rule.limit));
  reply.header('x-ratelimit-remaining', String(verdict.remaining));
  reply.header('x-ratelimit-reset', String(verdict.resetAt));
}

/** D3's 429: the filter turns `details.retry_after` into the Retry-After header. */
export function rateLimitExceeded(verdict: LimitVerdict): DomainException {
  const { rule } = verdict;
  const retryAfter = verdict.retryAfter ?? 1;
  const unit = rule.name === 'failed_auth' ? 'failed attempts' : 'requests';
  return new DomainException(
    ErrorCode.RateLimitExceeded,
    `Rate limit exceeded for ${LIMIT_LABELS[rule.name]}: ${rule.limit} ${unit} per ${rule.windowSeconds} s; retry in ${retryAfter} s`,
    { limit: rule.limit, window_seconds: rule.windowSeconds, retry_after: retryAfter, category: rule.name },
  );
}
