import { routeCategory } from './rate-limit-category';

// D14: which limit each operator route counts against besides `general` and `burst`.
describe('routeCategory', () => {
  it.each([
    ['POST', '/api/tournaments', 'creation'],
    ['POST', '/api/tournaments/:tournamentId/players', 'registration'],
    ['DELETE', '/api/tournaments/:tournamentId/players/:playerId', 'registration'],
    ['POST', '/api/tournaments/:tournamentId/players/:playerId/rebuy', 'registration'],
    ['POST', '/api/tournaments/:tournamentId/players/:playerId/token', 'registration'],
    ['POST', '/api/players/:userId/wallet/transfers', 'registration'],
    ['GET', '/api/tournaments/:tournamentId/leaderboard', 'results'],
    ['GET', '/api/tournaments/:tournamentId/leaderboard/stream', 'results'],
    ['GET', '/api/tournaments/:tournamentId/results', 'results'],
    ['GET', '/api/tournaments', 'tournament_ops'],
    ['GET', '/api/tournaments/:tournamentId', 'tournament_ops'],
    ['GET', '/api/tournaments/:tournamentId/status', 'tournament_ops'],
    ['PUT', '/api/tournaments/:tournamentId', 'tournament_ops'],
    ['DELETE', '/api/tournaments/:tournamentId', 'tournament_ops'],
    ['POST', '/api/tournaments/:tournamentId/start', 'tournament_ops'],
    ['POST', '/api/tournaments/:tournamentId/complete', 'tournament_ops'],
    ['GET', '/api/tournaments/:tournamentId/players', 'tournament_ops'],
    ['GET', '/api/tournaments/:tournamentId/players/:playerId', 'tournament_ops'],
    ['GET', '/api/players/:userId/tournaments', 'general'],
    ['GET', '/api/players/:userId/wallet', 'general'],
    ['GET', '/api/auth/permissions', 'general'],
    ['GET', '/api/audit-logs', 'general'],
    ['GET', '/api/events', 'general'],
    ['POST', '/api/tournament-series', 'creation'],
    ['GET', '/api/tournament-series', 'tournament_ops'],
    ['GET', '/api/tournament-series/:seriesId', 'tournament_ops'],
    ['PATCH', '/api/tournament-series/:seriesId', 'tournament_ops'],
    ['DELETE', '/api/tournament-series/:seriesId', 'tournament_ops'],
  ])('%s %s counts as %s', (method, path, category) => {
    expect(routeCategory(method, path)).toBe(category);
  });

  it('classifies concrete paths, query strings and trailing slashes like their templates', () => {
    expect(routeCategory('post', '/api/tournaments/?x=1')).toBe('creation');
    expect(routeCategory('GET', '/api/tournaments/0193/leaderboard?limit=5')).toBe('results');
    expect(routeCategory('POST', '/api/tournaments/0193/players/0194/rebuy')).toBe('registration');
  });

  it('does not take a tournaments-like prefix for a tournaments route', () => {
    expect(routeCategory('GET', '/api/tournamentsx')).toBe('general');
  });
});
