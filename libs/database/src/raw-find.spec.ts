import { findOneRow } from './raw-find';

class Thing {
  id: string;
  operatorId: string;
  points: string;
}

function column(propertyName: string, databaseName: string, extra: Record<string, unknown> = {}) {
  return { propertyName, propertyPath: propertyName, databaseName, transformer: undefined, embeddedMetadata: undefined, ...extra };
}

function managerFor(columns: unknown[], rows: unknown[]) {
  const metadata = { tableName: 'things', embeddeds: [], columns, create: () => new Thing() };
  return {
    connection: { getMetadata: jest.fn().mockReturnValue(metadata) },
    query: jest.fn().mockResolvedValue(rows),
    findOne: jest.fn().mockResolvedValue('from-typeorm'),
    queryRunner: undefined,
  };
}

describe('findOneRow', () => {
  it('reads every column aliased to its property with one parameterised statement', async () => {
    const manager = managerFor([column('id', 'id'), column('operatorId', 'operator_id'), column('points', 'points')], [{ id: 't1', operatorId: 'op', points: '1.5' }]);
    const row = await findOneRow(manager as never, Thing, { id: 't1', operatorId: 'op' });
    expect(row).toBeInstanceOf(Thing);
    expect(row).toEqual({ id: 't1', operatorId: 'op', points: '1.5' });
    expect(manager.query).toHaveBeenCalledWith(
      'SELECT "id" AS "id", "operator_id" AS "operatorId", "points" AS "points" FROM "things" WHERE "id" = $1 AND "operator_id" = $2 LIMIT 1',
      ['t1', 'op'],
    );
    expect(manager.findOne).not.toHaveBeenCalled();
  });

  it('returns null when no row matches', async () => {
    const manager = managerFor([column('id', 'id')], []);
    await expect(findOneRow(manager as never, Thing, { id: 'none' })).resolves.toBeNull();
  });

  it('leaves entities with a transformer to TypeORM', async () => {
    class Secretive {}
    const manager = managerFor([column('id', 'id'), column('secret', 'secret', { transformer: { from: String, to: String } })], []);
    await expect(findOneRow(manager as never, Secretive, { id: 'x' })).resolves.toBe('from-typeorm');
    expect(manager.findOne).toHaveBeenCalledWith(Secretive, { where: { id: 'x' } });
    expect(manager.query).not.toHaveBeenCalled();
  });

  it('leaves unknown properties to TypeORM rather than guessing a column', async () => {
    class Other {}
    const manager = managerFor([column('id', 'id')], []);
    await expect(findOneRow(manager as never, Other, { nope: 'x' })).resolves.toBe('from-typeorm');
    expect(manager.query).not.toHaveBeenCalled();
  });
});
