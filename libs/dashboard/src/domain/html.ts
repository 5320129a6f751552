/**
 * Server-rendered HTML without a template engine: `html\`...\`` escapes every interpolated value
 * unless it is already SafeHtml (the result of another `html` template or of `raw`). Arrays are
 * joined, null/undefined/false render nothing. Escaping by default is what keeps operator data
 * (tournament names, key names, audit details) from ever becoming markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Renderable = SafeHtml | string | number | boolean | null | undefined | readonly Renderable[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ESCAPES[c]);
}

function render(value: Renderable): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Renderable[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => (out += render(value) + strings[i + 1]));
  return new SafeHtml(out);
}

/** Trusted markup only (never user input). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
