/** Outbound event types of D12. */
export enum EventType {
  TournamentCreated = 'tournament.created',
  TournamentUpdated = 'tournament.updated',
  TournamentStarted = 'tournament.started',
  TournamentCancelled = 'tournament.cancelled',
  TournamentCompleted = 'tournament.completed',
  PlayerRegistered = 'player.registered',
  PlayerWithdrawn = 'player.withdrawn',
  PlayerRebought = 'player.rebought',
  PlayerEliminated = 'player.eliminated',
  PlayerRefunded = 'player.refunded',
  PrizeAwarded = 'prize.awarded',
  LeaderboardUpdated = 'leaderboard.updated',
  SeriesCreated = 'series.created',
  SeriesUpdated = 'series.updated',
  SeriesDeleted = 'series.deleted',
  SeriesOccurrenceFailed = 'series.occurrence_failed',
}
