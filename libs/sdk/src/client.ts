import createClient, { mergeHeaders } from 'openapi-fetch';
import type { Client, ClientOptions, FetchOptions, FetchResponse } from 'openapi-fetch';
import { API_VERSION } from './generated/constants';
import type { AdminPaths, InternalPaths, OperatorPaths } from './types';

/** How to reach the service, and with which key. */
export interface ClientConfig extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the service runs, without `/api`: e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** The key: an operator key, an internal (game-platform) key or the admin key, by client. */
  apiKey: string;
}

/** The per-call option that operator writes (POST, PUT, PATCH, DELETE) accept. */
export interface IdempotencyOption {
  /**
   * Sent as `Idempotency-Key` (1-255 visible ASCII characters): a retry with the same key and the
   * same request gets the first response again (header `Idempotent-Replayed: true`) without
   * running twice; the same key with another request is 409 `idempotency_conflict`. Keys are
   * kept 24 h, per operator.
   */
  idempotencyKey?: string;
}

type MediaType = `${string}/${string}`;
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
type RequiredKeysOfHelper<T> = { [K in keyof T]: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;
/** The init argument, optional when nothing in it is required. */
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [init?: Init] : [init: Init];
type PathsWith<Paths, Method extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [M in Method]: object } ? P : never;
}[keyof Paths];

/**
 * openapi-fetch's call of one method, with its init typed as a whole rather than inferred from
 * the argument: a misspelled field of a request body, its parameters or the options is a compile
 * error (openapi-fetch alone accepts unknown fields). `Extra` adds options, such as
 * {@link IdempotencyOption}.
 */
export type Method<Paths, M extends HttpMethod, Extra = unknown> = <Path extends PathsWith<Paths, M>>(
  url: Path,
  ...init: InitParam<FetchOptions<Paths[Path][M & keyof Paths[Path]]> & Extra>
) => Promise<FetchResponse<Paths[Path][M & keyof Paths[Path]] & Record<string | number, unknown>, unknown, MediaType>>;

/** An openapi-fetch client over `Paths` whose writes take `WriteOptions`. */
export type TypedClient<Paths, WriteOptions = unknown> = Omit<Client<Paths & {}>, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'> & {
  GET: Method<Paths, 'get'>;
  POST: Method<Paths, 'post', WriteOptions>;
  PUT: Method<Paths, 'put', WriteOptions>;
  PATCH: Method<Paths, 'patch', WriteOptions>;
  DELETE: Method<Paths, 'delete', WriteOptions>;
};

/**
 * The operator API (`Authorization: Bearer <operator key>`): a client over the operator routes,
 * whose writes take `idempotencyKey`.
 */
export type OperatorClient = TypedClient<OperatorPaths, IdempotencyOption>;
/** The game-platform API (`X-Internal-Api-Key`): a client over `/api/internal`. */
export type InternalClient = TypedClient<InternalPaths>;
/** The platform administration (`X-Admin-Api-Key`): a client over `/api/admin`. */
export type AdminClient = TypedClient<AdminPaths>;

/** A client for an operator's backend, authenticated by an operator API key. */
export function createOperatorClient(config: ClientConfig): OperatorClient {
  const client = createClient<OperatorPaths>(options(config, { Authorization: `Bearer ${config.apiKey}` }));
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    const send = client[method] as (url: string, init?: Record<string, unknown>) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (url: string, init?: Record<string, unknown>) =>
      send(url, withIdempotencyKey(init));
  }
  return client as unknown as OperatorClient;
}

/** A client for the game platform, authenticated by an internal API key (`internal_...`). */
export function createInternalClient(config: ClientConfig): InternalClient {
  return createClient<InternalPaths>(options(config, { 'X-Internal-Api-Key': config.apiKey })) as InternalClient;
}

/** A client for platform administration, authenticated by the service's `ADMIN_API_KEY`. */
export function createAdminClient(config: ClientConfig): AdminClient {
  return createClient<AdminPaths>(options(config, { 'X-Admin-Api-Key': config.apiKey })) as AdminClient;
}

function options({ apiKey: _apiKey, baseUrl, headers, ...rest }: ClientConfig, auth: Record<string, string>): ClientOptions {
  return {
    // Lists such as `status` are sent as one comma-separated value (`status=active,winner`).
    querySerializer: { array: { style: 'form', explode: false } },
    ...rest,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    // The version this SDK was generated for: a service that no longer serves it answers 400
    // `unsupported_api_version` instead of a response of another shape.
    headers: mergeHeaders({ 'API-Version': API_VERSION }, headers, auth),
  };
}

function withIdempotencyKey(init: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (init?.idempotencyKey === undefined) return init;
  const { idempotencyKey, headers, ...rest } = init;
  return { ...rest, headers: mergeHeaders(headers as ClientOptions['headers'], { 'Idempotency-Key': String(idempotencyKey) }) };
}
