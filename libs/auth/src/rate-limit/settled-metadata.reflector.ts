import { Reflector } from '@nestjs/core';

/** The classes and handlers a Reflector reads metadata from (Nest's own parameter type). */
type Targets = Parameters<Reflector['getAllAndOverride']>[1];

/**
 * A Reflector for route metadata, which decorators settle when the classes load and nothing
 * changes afterwards. @nestjs/throttler's guard asks the Reflector up to six questions per named
 * throttler on every request (skip, limit, ttl, block duration, tracker, key generator, each on
 * the handler and its class): eight throttlers made that dozens of prototype-chain walks per
 * request. Each answer is kept per class, handler and metadata key after the first asking.
 */
export class SettledMetadataReflector extends Reflector {
  private readonly answers = new WeakMap<object, WeakMap<object, Map<unknown, unknown>>>();

  constructor(private readonly source: Reflector) {
    super();
  }

  override getAllAndOverride<TResult = unknown, TKey = unknown>(metadataKey: TKey, targets: Targets): TResult {
    const [handler, classRef] = targets;
    // Only the (handler, class) question the guards ask is kept; any other shape is passed through.
    if (targets.length !== 2 || typeof metadataKey !== 'string') return this.source.getAllAndOverride<TResult, TKey>(metadataKey, targets);
    let byHandler = this.answers.get(classRef);
    if (!byHandler) this.answers.set(classRef, (byHandler = new WeakMap()));
    let byKey = byHandler.get(handler);
    if (!byKey) byHandler.set(handler, (byKey = new Map()));
    if (byKey.has(metadataKey)) return byKey.get(metadataKey) as TResult;
    const answer = this.source.getAllAndOverride<TResult, TKey>(metadataKey, targets);
    byKey.set(metadataKey, answer);
    return answer;
  }
}
