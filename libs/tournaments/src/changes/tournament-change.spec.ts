import { parseTournamentChange } from './tournament-change';

const payload = {
  tournament_id: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01',
  operator_id: '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f02',
  status: 'in_progress',
  current_round: 2,
  version: 1764000000123,
  at: 1764000000125,
};

describe('parseTournamentChange', () => {
  it('reads the trigger payload', () => {
    expect(parseTournamentChange(JSON.stringify(payload))).toEqual({
      tournamentId: payload.tournament_id,
      details: {
        operatorId: payload.operator_id,
        status: 'in_progress',
        currentRound: 2,
        version: 1764000000123,
        writtenAt: 1764000000125,
      },
    });
  });

  it('reads a deleted tournament and a missing round', () => {
    expect(parseTournamentChange(JSON.stringify({ ...payload, status: 'deleted', current_round: null }))?.details).toMatchObject({
      status: 'deleted',
      currentRound: null,
    });
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['an unknown status', JSON.stringify({ ...payload, status: 'paused' })],
    ['no tournament id', JSON.stringify({ ...payload, tournament_id: undefined })],
    ['a version that is not a number', JSON.stringify({ ...payload, version: '1' })],
  ])('refuses %s', (_, text) => {
    expect(parseTournamentChange(text)).toBeNull();
  });
});
