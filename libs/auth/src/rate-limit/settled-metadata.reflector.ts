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
  /** Per handler: its class and the answers so far (a missing value is kept as NONE). */
  private readonly answers = new WeakMap<object, HandlerAnswers>();
  /** The throttler guard asks about one handler many times in a row: its entry, without a WeakMap lookup. */
  private lastHandler?: object;
  private lastEntry?: HandlerAnswers;

  constructor(private readonly source: Reflector) {
    super();
  }

  override getAllAndOverride<TResult = unknown, TKey = unknown>(metadataKey: TKey, targets: Targets): TResult {
    // Only the (handler, class) question the guards ask is kept; any other shape is passed through.
    if (targets.length !== 2) return this.source.getAllAndOverride<TResult, TKey>(metadataKey, targets);
    const [handler, classRef] = targets;
    let entry = handler === this.lastHandler ? this.lastEntry : this.answers.get(handler);
    if (!entry) this.answers.set(handler, (entry = { classRef, byKey: new Map() }));
    this.lastHandler = handler;
    this.lastEntry = entry;
    // A handler inherited by another class may carry other class metadata there: not kept.
    if (entry.classRef !== classRef) return this.source.getAllAndOverride<TResult, TKey>(metadataKey, targets);
    const known = entry.byKey.get(metadataKey);
    if (known !== undefined) return (known === NONE ? undefined : known) as TResult;
    const answer = this.source.getAllAndOverride<TResult, TKey>(metadataKey, targets);
    entry.byKey.set(metadataKey, answer === undefined ? NONE : answer);
    return answer;
  }
}

interface HandlerAnswers {
  classRef: object;
  byKey: Map<unknown, unknown>;
}

const NONE = Symbol('none');
