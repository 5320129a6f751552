import { CREATE_TOURNAMENT_EXAMPLE } from '@app/tournaments';

/** A request as Swagger UI hands it to its `requestInterceptor`. */
export interface SwaggerUiRequest {
  url: string;
  method?: string;
  body?: unknown;
  [key: string]: unknown;
}

/**
 * The body of Swagger UI's request interceptor, as source text: Nest writes the function into
 * swagger-ui-init.js with `Function.prototype.toString`, so it must not close over anything (a
 * compiled or instrumented function could call helpers that the page does not have). The values
 * it looks for are written in as JSON.
 *
 * "Try it out" of `POST /api/tournaments` sends the documented example. Sent twice, the second
 * would be 409 (the same external_id), and sent after the example's date, 422 (a start in the
 * past). So a create request that carries the example's external_id gets a unique one (the
 * example plus a time-and-random suffix, within the 128-character pattern), and one that carries
 * the example's scheduled_start, once that is not in the future any more, gets a start one day
 * ahead. A value the user typed is never touched: a request without the example values passes
 * unchanged, as does every other request.
 */
function interceptorSource(example: { external_id: string; scheduled_start: string }): string {
  return `
  var example = ${JSON.stringify(example)};
  try {
    var method = String(request.method || 'GET').toUpperCase();
    var path = String(request.url).replace(/^[a-z]+:\\/\\/[^/]+/i, '').split(/[?#]/)[0].replace(/\\/+$/, '');
    if (method !== 'POST' || !/^(\\/api)?\\/api\\/tournaments$/.test(path)) return request;
    var isText = typeof request.body === 'string';
    var body = isText ? JSON.parse(request.body) : request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return request;
    var changed = false;
    if (body.external_id === example.external_id) {
      var suffix = Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10);
      body.external_id = example.external_id + '-' + suffix;
      changed = true;
    }
    if (body.scheduled_start === example.scheduled_start && !(Date.parse(body.scheduled_start) > Date.now() + 60000)) {
      var start = new Date(Date.now() + 86400000);
      start.setUTCMinutes(0, 0, 0);
      body.scheduled_start = start.toISOString();
      changed = true;
    }
    if (changed && isText) request.body = JSON.stringify(body, null, 2);
  } catch (error) {
    // Not JSON (the user is trying an invalid body): sent as it is, the service answers 400.
  }
  return request;
`;
}

/** Swagger UI's `requestInterceptor` for the create example (see interceptorSource). */
export function tryItOutRequestInterceptor(
  example: { external_id: string; scheduled_start: string } = CREATE_TOURNAMENT_EXAMPLE,
): (request: SwaggerUiRequest) => SwaggerUiRequest {
  // Built from source text on purpose: the page gets exactly this code (see interceptorSource).
  return new Function('request', interceptorSource(example)) as (request: SwaggerUiRequest) => SwaggerUiRequest;
}
