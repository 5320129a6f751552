import { SetMetadata } from '@nestjs/common';
import { DashboardAction as Action } from '../domain/dashboard-roles';

export const DASHBOARD_ACTION = 'dashboard:action';

/** A route that changes something: only roles granting `action` reach it (others get a 403 page). */
export function DashboardAction(action: Action): MethodDecorator {
  return SetMetadata(DASHBOARD_ACTION, action);
}
