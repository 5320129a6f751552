import { applyDecorators, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DashboardErrorFilter } from './dashboard-error.filter';
import { DashboardSessionGuard } from './dashboard-session.guard';

/**
 * A dashboard controller: signed-in users only (session cookie, CSRF on every state change),
 * errors rendered as pages, and kept out of the public API's OpenAPI document.
 */
export function DashboardPages(): ClassDecorator {
  return applyDecorators(ApiExcludeController(), UseGuards(DashboardSessionGuard), UseFilters(DashboardErrorFilter));
}

/** The sign-in controller: no session yet, same error pages. */
export function DashboardPublicPages(): ClassDecorator {
  return applyDecorators(ApiExcludeController(), UseFilters(DashboardErrorFilter));
}

export { DashboardAction } from './dashboard-action';
