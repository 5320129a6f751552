import { CreateApiKeyDto, CreateInternalKeyDto, CreateOperatorDto } from '@app/operators';
import { PageQueryDto, RequestValidationPipe, ValidationFailedException } from '@app/common';
import { CreateDashboardUserDto } from '@app/dashboard';
import { OutboxEventsQueryDto, ReplayEventsDto } from '@app/events';

/**
 * The CLI's input checks: the same validation as an HTTP body, so both refuse the same things.
 * Loaded only when a command runs (commands.ts imports it lazily): `--help` needs none of it.
 */
const pipe = new RequestValidationPipe();

function validated<T>(dto: new () => T, input: Record<string, unknown>): T {
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return pipe.transform(defined, { type: 'body', metatype: dto }) as T;
}

export function page(options: { limit?: string; offset?: string }): PageQueryDto {
  return pipe.transform({ limit: options.limit, offset: options.offset }, { type: 'query', metatype: PageQueryDto }) as PageQueryDto;
}

export const operatorInput = (input: Record<string, unknown>) => validated(CreateOperatorDto, input);
export const apiKeyInput = (input: Record<string, unknown>) => validated(CreateApiKeyDto, input);
export const internalKeyInput = (input: Record<string, unknown>) => validated(CreateInternalKeyDto, input);
export const dashboardUserInput = (input: Record<string, unknown>) => validated(CreateDashboardUserDto, input);
export const replayInput = (input: Record<string, unknown>) => validated(ReplayEventsDto, input);

export function eventsQuery(input: Record<string, unknown>): OutboxEventsQueryDto {
  return pipe.transform(input, { type: 'query', metatype: OutboxEventsQueryDto }) as OutboxEventsQueryDto;
}

export function missingPassword(): ValidationFailedException {
  return new ValidationFailedException({ password: ['password is required: give --password or set DASHBOARD_USER_PASSWORD'] });
}
