import { findOneRow, findScopedRows } from './raw-find';

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
    const manager = managerFor(
      [column('id', 'id'), column('operatorId', 'operator_id'), column('points', 'points')],
      [{ id: 't1', operatorId: 'op', points: '1.5' }],
    );
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

describe('findScopedRows', () => {
  it('ANDs the operator scope ($1) with the whole condition in parentheses, so an OR cannot widen it', async () => {
    const manager = managerFor(
      [column('id', 'id'), column('operatorId', 'operator_id'), column('points', 'points')],
      [
        { id: 't1', operatorId: 'op', points: '1' },
        { id: 't2', operatorId: 'op', points: '2' },
      ],
    );
    const rows = await findScopedRows(manager as never, Thing, 'op', 'id = $2 OR points = $3', ['t1', '2']);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBeInstanceOf(Thing);
    expect(rows[1]).toEqual({ id: 't2', operatorId: 'op', points: '2' });
    expect(manager.query).toHaveBeenCalledWith(
      'SELECT "id" AS "id", "operator_id" AS "operatorId", "points" AS "points" FROM "things" WHERE "operator_id" = $1 AND (id = $2 OR points = $3)',
      ['op', 't1', '2'],
    );
  });

  it('refuses entities it cannot read raw instead of reading them unscoped or unhydrated', async () => {
    class Secretive {}
    const manager = managerFor(
      [column('id', 'id'), column('operatorId', 'operator_id', { transformer: { from: String, to: String } })],
      [],
    );
    await expect(findScopedRows(manager as never, Secretive, 'op', 'id = $2', ['x'])).rejects.toThrow('cannot be read with raw SQL');
    expect(manager.query).not.toHaveBeenCalled();
  });
});
