import { listing, table } from './table';

describe('CLI lists', () => {
  it('start with a header row, with columns lined up', () => {
    expect(
      table(
        ['ID', 'NAME', 'ROLE'],
        [
          ['a1', 'Backend', 'read_only'],
          ['b22222', 'X', 'full_access'],
        ],
      ),
    ).toEqual(['ID      NAME     ROLE', 'a1      Backend  read_only', 'b22222  X        full_access']);
  });

  it('say so when empty, and where the next page starts', () => {
    expect(listing(['ID'], [], 'No operators')).toEqual(['No operators']);
    expect(listing(['ID'], [], 'No operators', { total: 3, offset: 10, limit: 20, hasMore: false })).toEqual([
      'No operators on this page (3 in all)',
    ]);
    expect(listing(['ID'], [['a'], ['b']], 'No operators', { total: 5, offset: 0, limit: 2, hasMore: true })).toEqual([
      'ID',
      'a',
      'b',
      '1-2 of 5; the next page: --offset 2',
    ]);
  });
});
