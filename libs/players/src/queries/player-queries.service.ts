import { Injectable } from '@nestjs/common';
import { DomainException, ErrorCode, isUuid, PageQueryDto, toPagination } from '@app/common';
import { OperatorAuth } from '@app/auth';
import { TournamentAccess, TournamentLifecycle } from '@app/tournaments';
import { ListPlayersQueryDto } from '../dto/player-query.dto';
import { PlayerHistoryDto, PlayerListDto, PlayerStatusDto } from '../dto/player-response.dto';
import { storedStatusesOf, withFinalOutcome } from '@app/results';
import { PlayersRepository } from '../registration/players.repository';
import { toPlayerListItemDto, toPlayerStatusDto } from '../registration/registration.mapper';
import { HistoryRepository } from './history.repository';
import { roundAndGroupOf } from '@app/rooms';
import { RoomsService } from '@app/rooms';

/** Reads of players: status in a tournament (spec 7), the players list (D6), history (spec 10). */
@Injectable()
export class PlayerQueriesService {
  constructor(
    private readonly access: TournamentAccess,
    private readonly players: PlayersRepository,
    private readonly history: HistoryRepository,
    private readonly lifecycle: TournamentLifecycle,
    private readonly rooms: RoomsService,
  ) {}

  async status(auth: OperatorAuth, tournamentId: string, ref: string): Promise<PlayerStatusDto> {
    const tournament = await this.access.find(auth.operatorId, tournamentId);
    const found = isUuid(ref) ? await this.players.findEntryByRef(auth.operatorId, tournament.id, ref) : null;
    if (!found) throw new DomainException(ErrorCode.PlayerNotFound, 'Player not found in this tournament');
    const entry = withFinalOutcome(found, tournament.status);
    const player = await this.players.getPlayer(auth.operatorId, entry.playerId);
    const position = await this.players.positionOf(entry);
    const room = await this.rooms.currentRoomOf(tournament, entry.id);
    const { currentRound, currentGroup } = roundAndGroupOf(entry.status, room, tournament.currentRound);
    const status = toPlayerStatusDto(entry, player, position, currentGroup, this.lifecycle.money(tournament).digits);
    return { ...status, current_round: currentRound };
  }

  async list(auth: OperatorAuth, tournamentId: string, query: ListPlayersQueryDto): Promise<PlayerListDto> {
    const tournament = await this.access.find(auth.operatorId, tournamentId);
    const statuses = query.status?.length ? storedStatusesOf(query.status, tournament.status) : undefined;
    const [stored, total] = await this.players.listEntries(auth.operatorId, tournament.id, {
      statuses,
      limit: query.limit,
      offset: query.offset,
    });
    const entries = stored.map((entry) => withFinalOutcome(entry, tournament.status));
    const ids = [...new Set(entries.map((e) => e.playerId))];
    const players = ids.length ? await this.players.findPlayersByIds(auth.operatorId, ids) : [];
    const externalIds = new Map(players.map((p) => [p.id, p.externalId]));
    const positions = await this.players.positionsOf(tournament.id, entries);
    const digits = this.lifecycle.money(tournament).digits;
    return {
      players: entries.map((e) => toPlayerListItemDto(e, externalIds.get(e.playerId) ?? '', positions.get(e.id) ?? null, digits)),
      totalCount: total,
      pagination: toPagination(total, query),
    };
  }

  async playerHistory(auth: OperatorAuth, userId: string, page: PageQueryDto): Promise<PlayerHistoryDto> {
    const player = await this.players.findPlayer(auth.operatorId, userId);
    if (!player) throw new DomainException(ErrorCode.PlayerNotFound, 'No player with this user_id');
    const [items, total] = await this.history.page(auth.operatorId, player.id, page);
    const stats = await this.history.statistics(auth.operatorId, player.id);
    return {
      player_id: player.id,
      external_id: player.externalId,
      display_name: player.displayName,
      tournament_history: { data: items, pagination: toPagination(total, page) },
      performance_statistics: stats,
    };
  }
}
