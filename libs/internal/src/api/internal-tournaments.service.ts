import { Injectable } from '@nestjs/common';
import { toPagination } from '@app/common';
import { InternalKeyAuth } from '@app/auth';
import { roundAndGroupOf } from '@app/rooms';
import { RoomsService } from '@app/rooms';
import { storedStatusesOf, withFinalOutcome } from '@app/results';
import { ListPlayersQueryDto } from '@app/players';
import { currentPhase, toPlayerCountsDto, TournamentLifecycle, TournamentParticipation } from '@app/tournaments';
import { InternalPlayerListDto, InternalTournamentConfigDto, InternalTournamentStatusDto } from './dto/internal-tournament.dto';
import { InternalPlayersRepository } from './internal-players.repository';
import { InternalTournamentAccess } from './internal-tournament-access';
import { toConfigDto, toEntryStatisticsDto, toInternalPlayerDto, toTimingDto } from './internal.mapper';

/** The game platform's reads of a tournament: its players (spec 13), configuration (spec 14) and status (D11). */
@Injectable()
export class InternalTournamentsService {
  constructor(
    private readonly access: InternalTournamentAccess,
    private readonly lifecycle: TournamentLifecycle,
    private readonly participation: TournamentParticipation,
    private readonly entries: InternalPlayersRepository,
    private readonly rooms: RoomsService,
  ) {}

  async players(auth: InternalKeyAuth, id: string, query: ListPlayersQueryDto): Promise<InternalPlayerListDto> {
    const tournament = await this.access.find(auth, id);
    const statuses = query.status?.length ? storedStatusesOf(query.status, tournament.status) : undefined;
    const [stored, total] = await this.entries.page(tournament.operatorId, tournament.id, {
      statuses,
      limit: query.limit,
      offset: query.offset,
    });
    const rows = stored.map(({ entry, externalId }) => ({ entry: withFinalOutcome(entry, tournament.status), externalId }));
    const rooms = await this.rooms.currentRoomsOf(
      tournament,
      rows.map(({ entry }) => entry.id),
    );
    return {
      tournament_id: tournament.id,
      total_players: tournament.currentPlayers,
      max_players: tournament.maxPlayers,
      tournament_status: tournament.status,
      players: rows.map(({ entry, externalId }) =>
        toInternalPlayerDto(entry, externalId, roundAndGroupOf(entry.status, rooms.get(entry.id) ?? null, tournament.currentRound)),
      ),
      pagination: toPagination(total, query),
    };
  }

  async config(auth: InternalKeyAuth, id: string): Promise<InternalTournamentConfigDto> {
    return toConfigDto(this.lifecycle.money(await this.access.find(auth, id)));
  }

  /** The same counts, phase and active games as the operator status endpoint, plus entries and timing. */
  async status(auth: InternalKeyAuth, id: string): Promise<InternalTournamentStatusDto> {
    const tournament = await this.access.find(auth, id);
    const counts = await this.participation.counts(tournament);
    return {
      tournament_id: tournament.id,
      status: tournament.status,
      current_phase: currentPhase(tournament.status, tournament.currentRound),
      player_counts: toPlayerCountsDto(counts),
      entry_statistics: toEntryStatisticsDto(counts),
      timing: toTimingDto(this.lifecycle.money(tournament)),
      active_games: await this.participation.activeGames(tournament),
    };
  }
}
