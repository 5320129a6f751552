import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, PageQueryDto } from '@app/common';
import { Auth, CurrentOperator, OperatorAuth, Permission } from '@app/auth';
import { WalletTransferDto } from './dto/player-request.dto';
import { PlayerHistoryDto, TransferResultDto, WalletDto } from './dto/player-response.dto';
import { WalletTransfersService } from './ledger/wallet-transfers.service';
import { PlayerQueriesService } from './queries/player-queries.service';

/** A player across tournaments: history (spec 10) and the transfer wallet (D9). */
@ApiTags('Players')
@Controller('api/players/:userId')
export class PlayerAccountsController {
  constructor(
    private readonly queries: PlayerQueriesService,
    private readonly transfers: WalletTransfersService,
  ) {}

  @Get('tournaments')
  @Auth({ permission: Permission.PlayersRead })
  @ApiOperation({ summary: "A player's tournament history and statistics (spec 10); userId is the operator's user id" })
  @ApiOkResponse({ type: PlayerHistoryDto })
  @ApiErrors(400, 404)
  history(@CurrentOperator() auth: OperatorAuth, @Param('userId') userId: string, @Query() page: PageQueryDto) {
    return this.queries.playerHistory(auth, userId, page);
  }

  @Get('wallet')
  @Auth({ permission: Permission.PlayersRead })
  @ApiOperation({ summary: "A player's balances kept by the service (transfer wallet mode, D9)" })
  @ApiOkResponse({ type: WalletDto })
  @ApiErrors(404)
  wallet(@CurrentOperator() auth: OperatorAuth, @Param('userId') userId: string) {
    return this.transfers.balances(auth, userId);
  }

  @Post('wallet/transfers')
  @Auth({ permission: Permission.PlayersWrite })
  @ApiOperation({ summary: 'Move money into or out of a player balance (D9), idempotent by transfer_id' })
  @ApiCreatedResponse({ type: TransferResultDto })
  @ApiErrors(400, 404, 409, 422)
  transfer(@CurrentOperator() auth: OperatorAuth, @Param('userId') userId: string, @Body() body: WalletTransferDto) {
    return this.transfers.transfer(auth, userId, body);
  }
}
