import { plainToInstance } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, Min, validateSync, ValidateIf } from 'class-validator';
import { DomainException, ErrorCode, flattenValidationErrors, ValidationFailedException } from '@app/common';
import { LEADERBOARD_DEFAULT_LIMIT, LEADERBOARD_MAX_LIMIT } from '@app/results';

/** What a client may send on the live WebSocket. */
export type ClientMessage =
  { type: 'subscribe'; tournamentId: string; limit: number; includeEliminated: boolean } | { type: 'unsubscribe'; tournamentId: string };

/** Fields of a message; unknown ones are refused, as in request bodies. */
class ClientMessageFields {
  @IsIn(['subscribe', 'unsubscribe'], { message: 'type must be subscribe or unsubscribe' })
  type!: string;

  @IsString()
  @Length(1, 256)
  tournament_id!: string;

  @ValidateIf((message: ClientMessageFields) => message.type === 'subscribe' && message.limit !== undefined)
  @IsInt()
  @Min(1)
  @Max(LEADERBOARD_MAX_LIMIT)
  limit?: number;

  @IsOptional()
  @IsBoolean()
  include_eliminated?: boolean;
}

/**
 * A text frame as a message: 400-style `invalid_request` when it is not a JSON object, 422-style
 * `validation_error` (with `errors` per field) when its fields are wrong, as the REST API
 * answers for a body.
 */
export function parseClientMessage(text: string): ClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainException(ErrorCode.InvalidRequest, 'The message is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new DomainException(ErrorCode.InvalidRequest, 'A message is a JSON object with a type');
  }
  const fields = plainToInstance(ClientMessageFields, value);
  const errors = validateSync(fields, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) throw new ValidationFailedException(flattenValidationErrors(errors), 'Invalid message');
  if (fields.type === 'unsubscribe') return { type: 'unsubscribe', tournamentId: fields.tournament_id };
  return {
    type: 'subscribe',
    tournamentId: fields.tournament_id,
    limit: fields.limit ?? LEADERBOARD_DEFAULT_LIMIT,
    includeEliminated: fields.include_eliminated ?? false,
  };
}
