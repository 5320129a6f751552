import fc from 'fast-check';
import { EntityManager } from 'typeorm';
import { MissingOperatorScopeError, OperatorScopedRepository, OperatorOwned } from './operator-scoped.repository';

// Tenancy (spec "Authentication" 7, D4 order of checks): every access to operator-owned rows
// is filtered by the operator id of the authenticated request.

interface Thing extends OperatorOwned {
  id: string;
  name: string;
  status?: string;
}

class ThingEntity {}

const OP = 'op-1';

function mockManager() {
  const queryBuilder = { where: jest.fn() };
  queryBuilder.where.mockReturnValue(queryBuilder);
  const manager = {
    findOne: jest.fn().mockResolvedValue(null),
    find: jest.fn().mockResolvedValue([]),
    findAndCount: jest.fn().mockResolvedValue([[], 0]),
    count: jest.fn().mockResolvedValue(0),
    create: jest.fn((_target: unknown, plain: object) => ({ ...plain, created: true })),
    save: jest.fn((_target: unknown, row: object) => Promise.resolve({ ...row, saved: true })),
    insert: jest.fn((_target: unknown, row: Record<string, unknown>) => {
      row.inserted = true; // what TypeORM does with the RETURNING columns: merged into the row
      return Promise.resolve({ identifiers: [], generatedMaps: [], raw: [] });
    }),
    update: jest.fn().mockResolvedValue({ affected: 2, raw: [], generatedMaps: [] }),
    createQueryBuilder: jest.fn().mockReturnValue(queryBuilder),
  };
  return { manager, queryBuilder };
}

function setup() {
  const { manager, queryBuilder } = mockManager();
  const repo = new OperatorScopedRepository<Thing>(ThingEntity, manager as unknown as EntityManager);
  return { manager, queryBuilder, repo };
}

describe('OperatorScopedRepository', () => {
  it('findOne adds operatorId to where', async () => {
    const { manager, repo } = setup();
    const row = { id: 't1', name: 'x', operatorId: OP };
    manager.findOne.mockResolvedValue(row);
    await expect(repo.findOne(OP, { id: 't1' })).resolves.toBe(row);
    expect(manager.findOne).toHaveBeenCalledTimes(1);
    expect(manager.findOne).toHaveBeenCalledWith(ThingEntity, { where: { id: 't1', operatorId: OP } });
  });

  it('find adds operatorId to where and keeps the other options', async () => {
    const { manager, repo } = setup();
    await repo.find(OP, { status: 'scheduled' }, { take: 20, skip: 40, order: { name: 'ASC' } });
    expect(manager.find).toHaveBeenCalledWith(ThingEntity, {
      take: 20,
      skip: 40,
      order: { name: 'ASC' },
      where: { status: 'scheduled', operatorId: OP },
    });
  });

  it('find with no options still scopes', async () => {
    const { manager, repo } = setup();
    await repo.find(OP, {});
    expect(manager.find).toHaveBeenCalledWith(ThingEntity, { where: { operatorId: OP } });
  });

  it('options cannot smuggle in an unscoped where', async () => {
    const { manager, repo } = setup();
    const options = { take: 1, where: { id: 'x' } } as never;
    await repo.find(OP, { id: 't1' }, options);
    await repo.findAndCount(OP, { id: 't1' }, options);
    expect(manager.find.mock.calls[0][1].where).toEqual({ id: 't1', operatorId: OP });
    expect(manager.findAndCount.mock.calls[0][1].where).toEqual({ id: 't1', operatorId: OP });
  });

  it('findAndCount adds operatorId to where', async () => {
    const { manager, repo } = setup();
    manager.findAndCount.mockResolvedValue([[{ id: 'a' }], 1]);
    await expect(repo.findAndCount(OP, { name: 'n' }, { take: 5 })).resolves.toEqual([[{ id: 'a' }], 1]);
    expect(manager.findAndCount).toHaveBeenCalledWith(ThingEntity, {
      take: 5,
      where: { name: 'n', operatorId: OP },
    });
  });

  it('count adds operatorId, also with no where at all', async () => {
    const { manager, repo } = setup();
    manager.count.mockResolvedValue(7);
    await expect(repo.count(OP)).resolves.toBe(7);
    expect(manager.count).toHaveBeenCalledWith(ThingEntity, { where: { operatorId: OP } });
    await repo.count(OP, { status: 'x' });
    expect(manager.count).toHaveBeenLastCalledWith(ThingEntity, { where: { status: 'x', operatorId: OP } });
  });

  it('a caller-supplied operatorId in where is overridden by the scope', async () => {
    const { manager, repo } = setup();
    await repo.findOne(OP, { id: 't1', operatorId: 'op-2' });
    await repo.find(OP, { operatorId: 'op-2' });
    await repo.count(OP, { operatorId: 'op-2' });
    await repo.update(OP, { operatorId: 'op-2' }, { name: 'n' });
    expect(manager.findOne.mock.calls[0][1].where.operatorId).toBe(OP);
    expect(manager.find.mock.calls[0][1].where.operatorId).toBe(OP);
    expect(manager.count.mock.calls[0][1].where.operatorId).toBe(OP);
    expect(manager.update.mock.calls[0][1].operatorId).toBe(OP);
  });

  it('does not mutate the caller where object', async () => {
    const { repo } = setup();
    const where = { id: 't1' };
    await repo.findOne(OP, where);
    expect(where).toEqual({ id: 't1' });
  });

  it('insert sets operatorId on the created row and inserts it (never save: no SELECT, no update of an existing id)', async () => {
    const { manager, repo } = setup();
    const saved = await repo.insert(OP, { id: 't1', name: 'Cup' });
    expect(manager.create).toHaveBeenCalledWith(ThingEntity, { id: 't1', name: 'Cup', operatorId: OP });
    expect(manager.insert).toHaveBeenCalledWith(
      ThingEntity,
      expect.objectContaining({ id: 't1', name: 'Cup', operatorId: OP, created: true }),
    );
    expect(manager.save).not.toHaveBeenCalled();
    expect(saved).toEqual({ id: 't1', name: 'Cup', operatorId: OP, created: true, inserted: true });
  });

  it('insert overrides an operatorId smuggled into the entity', async () => {
    const { manager, repo } = setup();
    await repo.insert(OP, { id: 't1', name: 'Cup', operatorId: 'op-2' } as never);
    expect((manager.create.mock.calls[0][1] as Thing).operatorId).toBe(OP);
  });

  it('update scopes the where and returns the affected count', async () => {
    const { manager, repo } = setup();
    await expect(repo.update(OP, { id: 't1' }, { name: 'New' })).resolves.toBe(2);
    expect(manager.update).toHaveBeenCalledWith(ThingEntity, { id: 't1', operatorId: OP }, { name: 'New' });
  });

  it('update returns 0 when the driver reports no affected count', async () => {
    const { manager, repo } = setup();
    manager.update.mockResolvedValue({ raw: [], generatedMaps: [] });
    await expect(repo.update(OP, { id: 't1' }, { name: 'New' })).resolves.toBe(0);
  });

  it('queryBuilder starts with the operator filter as a bound parameter', () => {
    const { manager, queryBuilder, repo } = setup();
    const qb = repo.queryBuilder(OP, 't');
    expect(qb).toBe(queryBuilder);
    expect(manager.createQueryBuilder).toHaveBeenCalledWith(ThingEntity, 't');
    expect(queryBuilder.where).toHaveBeenCalledWith('t.operator_id = :scopeOperatorId', {
      scopeOperatorId: OP,
    });
  });

  it('queryBuilder never interpolates the operator id into SQL', () => {
    const { queryBuilder, repo } = setup();
    const hostile = "x' OR '1'='1";
    repo.queryBuilder(hostile, 't');
    const [sql, params] = queryBuilder.where.mock.calls[0];
    expect(sql).not.toContain(hostile);
    expect(params).toEqual({ scopeOperatorId: hostile });
  });

  it('withManager returns a repository bound to the other manager (transactions)', async () => {
    const { manager, repo } = setup();
    const { manager: tx } = mockManager();
    const inTx = repo.withManager(tx as unknown as EntityManager);
    expect(inTx).toBeInstanceOf(OperatorScopedRepository);
    expect(inTx).not.toBe(repo);
    await inTx.findOne(OP, { id: 't1' });
    expect(tx.findOne).toHaveBeenCalledWith(ThingEntity, { where: { id: 't1', operatorId: OP } });
    expect(manager.findOne).not.toHaveBeenCalled();
    expect(() => inTx.findOne('', { id: 't1' })).toThrow(MissingOperatorScopeError);
  });

  describe('an empty or whitespace operator id', () => {
    const bad: unknown[] = ['', ' ', '   ', '\t', '\n', ' \t\n ', undefined, null, 0, 42, {}, []];

    const calls: Array<[string, (repo: OperatorScopedRepository<Thing>, op: string) => unknown]> = [
      ['findOne', (repo, op) => repo.findOne(op, { id: 't1' })],
      ['find', (repo, op) => repo.find(op, { id: 't1' })],
      ['findAndCount', (repo, op) => repo.findAndCount(op, {})],
      ['count', (repo, op) => repo.count(op)],
      ['insert', (repo, op) => repo.insert(op, { id: 't1', name: 'x' })],
      ['update', (repo, op) => repo.update(op, { id: 't1' }, { name: 'x' })],
      ['queryBuilder', (repo, op) => repo.queryBuilder(op, 't')],
    ];

    function expectNothingTouched(manager: ReturnType<typeof mockManager>['manager']) {
      for (const fn of Object.values(manager)) expect(fn).not.toHaveBeenCalled();
    }

    async function outcome(run: () => unknown): Promise<unknown> {
      try {
        await run();
      } catch (error) {
        return error;
      }
      return undefined;
    }

    it.each(calls)('%s throws MissingOperatorScopeError before touching the manager', async (_name, call) => {
      for (const op of bad) {
        const { manager, repo } = setup();
        const error = await outcome(() => call(repo, op as string));
        expect(error).toBeInstanceOf(MissingOperatorScopeError);
        expect((error as Error).message).toMatch(/operator id/);
        expectNothingTouched(manager);
      }
    });

    it('the read methods throw synchronously (no query is even built)', () => {
      const { manager, repo } = setup();
      expect(() => repo.findOne('', {})).toThrow(MissingOperatorScopeError);
      expect(() => repo.find(' ', {})).toThrow(MissingOperatorScopeError);
      expect(() => repo.count('')).toThrow(MissingOperatorScopeError);
      expect(() => repo.queryBuilder('', 't')).toThrow(MissingOperatorScopeError);
      expectNothingTouched(manager);
    });

    it('any blank string is refused and any non-blank one is used as given (property)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff')).map((a) => a.join('')),
            fc.string({ minLength: 1 }),
          ),
          async (op) => {
            const { manager, repo } = setup();
            const error = await outcome(() => repo.findOne(op, { id: 'x' }));
            if (op.trim() === '') {
              expect(error).toBeInstanceOf(MissingOperatorScopeError);
              expectNothingTouched(manager);
            } else {
              expect(error).toBeUndefined();
              expect(manager.findOne).toHaveBeenCalledWith(ThingEntity, { where: { id: 'x', operatorId: op } });
            }
          },
        ),
      );
    });
  });
});
