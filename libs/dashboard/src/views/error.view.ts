import { html, SafeHtml } from '../domain/html';
import { bareLayout } from './layout';

export function errorPage(status: number, title: string, message: string): SafeHtml {
  return bareLayout(
    title,
    html`<h1>${title}</h1>
<div class="flash flash-error" role="alert" data-testid="flash">${message}</div>
<p class="muted">HTTP ${status}</p>
<p><a href="/dashboard">Back to the dashboard</a></p>`,
  );
}
