import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ErrorCode, PageQueryDto, PATH_ERRORS, QUERY_ERRORS, VALIDATED_BODY_ERRORS } from '@app/common';
import { Auth, CurrentOperator, OperatorAuth, Permission } from '@app/auth';
import { WalletTransferDto } from '../dto/player-request.dto';
import { PlayerHistoryDto, TransferResultDto, WalletDto } from '../dto/player-response.dto';
import { WalletTransfersService } from './wallet-transfers.service';
import { PlayerQueriesService } from '../queries/player-queries.service';

/** A player across tournaments: history (spec 10) and the transfer wallet (D9). */
/** A route that names a player by the operator's user id. */
const PLAYER_ERRORS = { 404: [...PATH_ERRORS[404], ErrorCode.PlayerNotFound] } as const;

@ApiTags('Players')
@Controller('api/players/:userId')
export class PlayerAccountsController {
  constructor(
    private readonly queries: PlayerQueriesService,
    private readonly transfers: WalletTransfersService,
  ) {}

  @Get('tournaments')
  @Auth({ permission: Permission.PlayersRead })
  @ApiOperation({ summary: "A player's tournament history and statistics; userId is the operator's user id" })
  @ApiOkResponse({ type: PlayerHistoryDto })
  @ApiErrors(QUERY_ERRORS, PLAYER_ERRORS)
  history(@CurrentOperator() auth: OperatorAuth, @Param('userId') userId: string, @Query() page: PageQueryDto) {
    return this.queries.playerHistory(auth, userId, page);
  }

  @Get('wallet')
  @Auth({ permission: Permission.PlayersRead })
  @ApiOperation({ summary: "A player's balances kept by the service (transfer wallet mode)" })
  @ApiOkResponse({ type: WalletDto })
  @ApiErrors(PLAYER_ERRORS)
  wallet(@CurrentOperator() auth: OperatorAuth, @Param('userId') userId: string) {
    return this.transfers.balances(auth, userId);
  }

  @Post('wallet/transfers')
  @Auth({ permission: Permission.PlayersWrite })
  @ApiOperation({
    summary: 'Move money into or out of a player balance, idempotent by transfer_id',
    description: '409 conflict when the operator uses a seamless wallet (its balances are not kept here).',
  })
  @ApiCreatedResponse({ type: TransferResultDto })
  @ApiErrors(VALIDATED_BODY_ERRORS, PLAYER_ERRORS, {
    409: [ErrorCode.Conflict, ErrorCode.InsufficientBalance, ErrorCode.IdempotencyConflict],
  })
  transfer(@CurrentOperator() auth: OperatorAuth, @Param('userId') userId: string, @Body() body: WalletTransferDto) {
    return this.transfers.transfer(auth, userId, body);
  }
}
