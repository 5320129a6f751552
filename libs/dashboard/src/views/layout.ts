import { html, SafeHtml } from '../domain/html';
import { DashboardContext } from '../sessions/dashboard-sessions.service';
import { CSRF_FIELD } from '../web/csrf';

export type NavSection = 'overview' | 'tournaments' | 'series' | 'keys' | 'users' | 'audit' | 'settings';

export interface Flash {
  kind: 'success' | 'error' | 'info';
  message: string;
}

const NAV: readonly [NavSection, string, string][] = [
  ['overview', 'Overview', '/dashboard/overview'],
  ['tournaments', 'Tournaments', '/dashboard/tournaments'],
  ['series', 'Series', '/dashboard/series'],
  ['keys', 'API keys', '/dashboard/keys'],
  ['users', 'Users', '/dashboard/users'],
  ['audit', 'Audit log', '/dashboard/audit'],
  ['settings', 'Settings', '/dashboard/settings'],
];

/** The hidden CSRF field every form of a signed-in page carries. */
export function csrfField(user: DashboardContext): SafeHtml {
  return html`<input type="hidden" name="${CSRF_FIELD}" value="${user.csrfToken}">`;
}

export function flashBox(flash: Flash | undefined): SafeHtml {
  if (!flash) return html``;
  const role = flash.kind === 'error' ? 'alert' : 'status';
  return html`<div class="flash flash-${flash.kind}" role="${role}" data-testid="flash">${flash.message}</div>`;
}

function document(title: string, body: SafeHtml, extraHead: SafeHtml = html``): SafeHtml {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Tournament Service</title>
<link rel="icon" href="/dashboard/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/dashboard/assets/dashboard.css">
<script src="/dashboard/assets/dashboard.js" defer></script>
${extraHead}
</head>
${body}
</html>`;
}

/** A signed-in page: the navigation, the operator's user and sign-out, then the content. */
export function layout(user: DashboardContext, section: NavSection, title: string, content: SafeHtml, flash?: Flash): SafeHtml {
  const nav = NAV.map(
    ([id, label, href]) =>
      html`<a href="${href}" class="${id === section ? 'active' : ''}" ${id === section ? html`aria-current="page"` : ''}>${label}</a>`,
  );
  return document(
    title,
    html`<body>
<header class="top">
  <span class="brand">Tournament Service</span>
  <nav>${nav}</nav>
  <form method="post" action="/dashboard/logout" class="signout">
    ${csrfField(user)}
    <span class="who" data-testid="signed-in-as">${user.email}</span>
    <button type="submit">Sign out</button>
  </form>
</header>
<main>
<h1>${title}</h1>
${flashBox(flash)}
${content}
</main>
</body>`,
  );
}

/** A page without navigation: sign-in and errors. */
export function bareLayout(title: string, content: SafeHtml): SafeHtml {
  return document(title, html`<body class="bare"><main class="narrow">${content}</main></body>`);
}
