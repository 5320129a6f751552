import { html, SafeHtml } from '../domain/html';
import { CSRF_FIELD } from '../web/csrf';
import { bareLayout, Flash, flashBox } from './layout';

export interface LoginView {
  csrfToken: string;
  email?: string;
  next?: string;
  flash?: Flash;
}

export function loginPage(view: LoginView): SafeHtml {
  return bareLayout(
    'Sign in',
    html`<h1>Operator dashboard</h1>
${flashBox(view.flash)}
<form method="post" action="/dashboard/login" class="card" data-testid="login-form">
  <input type="hidden" name="${CSRF_FIELD}" value="${view.csrfToken}">
  ${view.next ? html`<input type="hidden" name="next" value="${view.next}">` : ''}
  <label>Email <input type="email" name="email" autocomplete="username" required maxlength="254" value="${view.email ?? ''}"></label>
  <label>Password <input type="password" name="password" autocomplete="current-password" required maxlength="256"></label>
  <button type="submit">Sign in</button>
</form>`,
  );
}
