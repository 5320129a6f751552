import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, DECORATORS, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors, BODY_ERRORS, DATABASE_ERRORS, ErrorCode, QUERY_ERRORS, VALIDATED_BODY_ERRORS } from '@app/common';
import { Auth, CurrentOperator, OperatorAuth, Permission } from '@app/auth';
import { TOURNAMENT_ERRORS } from '@app/tournaments';
import { ListPlayersQueryDto } from './dto/player-query.dto';
import { RebuyDto, RegisterPlayerDto, WithdrawPlayerDto } from './dto/player-request.dto';
import {
  GameAccessDto,
  GameLaunchDto,
  PlayerListDto,
  PlayerStatusDto,
  RebuyResultDto,
  RegistrationDto,
  WithdrawalDto,
} from './dto/player-response.dto';
import { PlayerQueriesService } from './queries/player-queries.service';
import { EntryChangesService } from './registration/entry-changes.service';
import { RegistrationService } from './registration/registration.service';

/**
 * The registration record with its game-slug property declared as additionalProperties. The
 * documented fields are listed in `properties` too: additionalProperties applies to every property
 * its own schema does not name, so without them it would claim that `player_id` is a launch object.
 */
export const REGISTRATION_SCHEMA = {
  allOf: [{ $ref: getSchemaPath(RegistrationDto) }],
  properties: Object.fromEntries(documentedFields(RegistrationDto).map((field) => [field, {}])),
  additionalProperties: { $ref: getSchemaPath(GameLaunchDto) },
  description: 'Plus a property named by the game slug (here `book-of-gold`) holding { jwt, game_url }',
  // Without it, Swagger UI shows the game-slug property as additionalProp1..3.
  example: { ...exampleOf(RegistrationDto), 'book-of-gold': exampleOf(GameLaunchDto) },
};

/** An object of a DTO's documented fields, each with its @ApiProperty example (nested DTOs in turn). */
function exampleOf(dto: new () => unknown): Record<string, unknown> {
  return Object.fromEntries(
    documentedFields(dto).map((field) => {
      const property: { example?: unknown; type?: unknown } =
        Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, field) ?? {};
      const nested =
        typeof property.type === 'function' && Reflect.hasMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, property.type.prototype);
      return [field, nested ? exampleOf(property.type as new () => unknown) : property.example];
    }),
  );
}

/** The property names that @ApiProperty documents on a DTO class. */
export function documentedFields(dto: new () => unknown): string[] {
  const names: string[] = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, dto.prototype) ?? [];
  return names.map((name) => name.replace(/^:/, ''));
}

/** A route that names a player of the tournament (player_id or internal_player_id). */
const PLAYER_ERRORS = { ...TOURNAMENT_ERRORS, 404: [...TOURNAMENT_ERRORS[404], ErrorCode.PlayerNotFound] } as const;

@ApiTags('Players')
@ApiExtraModels(RegistrationDto, GameAccessDto, GameLaunchDto)
@Controller('api/tournaments/:tournamentId/players')
export class TournamentPlayersController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly changes: EntryChangesService,
    private readonly queries: PlayerQueriesService,
  ) {}

  @Post()
  @Auth({ permission: Permission.PlayersWrite })
  @ApiOperation({
    summary: 'Register a player and debit the entry fee',
    description:
      'A seamless-wallet operator is debited through its wallet: 503 when the wallet does not confirm the debit (retry with a new payment_id).',
  })
  @ApiCreatedResponse({ schema: REGISTRATION_SCHEMA })
  @ApiErrors(VALIDATED_BODY_ERRORS, TOURNAMENT_ERRORS, DATABASE_ERRORS, {
    409: [
      ErrorCode.PlayerAlreadyRegistered,
      ErrorCode.TournamentFull,
      ErrorCode.InsufficientBalance,
      ErrorCode.RegistrationClosed,
      ErrorCode.IdempotencyConflict,
    ],
  })
  register(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string, @Body() body: RegisterPlayerDto) {
    return this.registration.register(auth, id, body);
  }

  @Get()
  @Auth({ permission: Permission.PlayersRead })
  @ApiOperation({ summary: 'List the players of a tournament' })
  @ApiOkResponse({ type: PlayerListDto })
  @ApiErrors(QUERY_ERRORS, TOURNAMENT_ERRORS)
  list(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string, @Query() query: ListPlayersQueryDto) {
    return this.queries.list(auth, id, query);
  }

  @Get(':playerId')
  @Auth({ permission: Permission.PlayersRead })
  @ApiOperation({ summary: 'Player status in a tournament; playerId is the player_id or the internal_player_id' })
  @ApiOkResponse({ type: PlayerStatusDto })
  @ApiErrors(PLAYER_ERRORS)
  status(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string, @Param('playerId') playerId: string) {
    return this.queries.status(auth, id, playerId);
  }

  @Delete(':playerId')
  @Auth({ permission: Permission.PlayersWrite })
  @ApiOperation({ summary: 'Withdraw a registered player before the start, with refund' })
  @ApiOkResponse({ type: WithdrawalDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, PLAYER_ERRORS, {
    409: [ErrorCode.TournamentStarted, ErrorCode.TournamentCancelled, ErrorCode.Conflict],
  })
  withdraw(
    @CurrentOperator() auth: OperatorAuth,
    @Param('tournamentId') id: string,
    @Param('playerId') playerId: string,
    @Body() body: WithdrawPlayerDto,
  ) {
    return this.changes.withdraw(auth, id, playerId, body);
  }

  @Post(':playerId/rebuy')
  @HttpCode(200)
  @Auth({ permission: Permission.PlayersWrite })
  @ApiOperation({
    summary: 'Buy more entries',
    description:
      'A seamless-wallet operator is debited through its wallet: 503 when the wallet does not confirm the debit (retry with a new payment_id).',
  })
  @ApiOkResponse({ type: RebuyResultDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, PLAYER_ERRORS, DATABASE_ERRORS, {
    409: [ErrorCode.RebuyNotAllowed, ErrorCode.InsufficientBalance, ErrorCode.IdempotencyConflict],
  })
  rebuy(
    @CurrentOperator() auth: OperatorAuth,
    @Param('tournamentId') id: string,
    @Param('playerId') playerId: string,
    @Body() body: RebuyDto,
  ) {
    return this.changes.rebuy(auth, id, playerId, body);
  }

  @Post(':playerId/token')
  @HttpCode(200)
  @Auth({ permission: Permission.PlayersWrite })
  @ApiOperation({ summary: 'A new game JWT and launch URL for a player still in the tournament' })
  @ApiOkResponse({ schema: REGISTRATION_SCHEMA })
  @ApiErrors(BODY_ERRORS, PLAYER_ERRORS, { 409: [ErrorCode.Conflict] })
  token(@CurrentOperator() auth: OperatorAuth, @Param('tournamentId') id: string, @Param('playerId') playerId: string) {
    return this.changes.reissueToken(auth, id, playerId);
  }
}
