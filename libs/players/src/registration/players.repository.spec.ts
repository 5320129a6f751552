import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { StandingsRepository } from '@app/results/standings/standings.repository';
import { PlayersRepository } from './players.repository';

// Found by the OpenAPI fuzzing suite: GET /api/players/%00/wallet reached PostgreSQL with a NUL
// byte in the user id and failed with a 500. A user id outside D2's pattern names no player.

describe('PlayersRepository.findPlayer', () => {
  const findOne = jest.fn(async () => null);
  const dataSource = { manager: { findOne } } as unknown as DataSource;
  const repository = new PlayersRepository(dataSource, {} as StandingsRepository);

  beforeEach(() => findOne.mockClear());

  it.each(['\u0000', 'x\u0000y', '', 'a b', '../x', "' OR 1=1", 'é', 'x'.repeat(129), '\uD800'])(
    'finds no player for %j without a query',
    async (userId) => {
      await expect(repository.findPlayer('operator-1', userId)).resolves.toBeNull();
      expect(findOne).not.toHaveBeenCalled();
    },
  );

  it('looks up every user id that D2 allows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9._:@-]{1,128}$/), async (userId) => {
        findOne.mockClear();
        await repository.findPlayer('operator-1', userId);
        expect(findOne).toHaveBeenCalledTimes(1);
      }),
      { numRuns: 50 },
    );
  });
});
