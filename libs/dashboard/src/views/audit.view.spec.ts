import { lastPage, pageNumbersShown } from './audit.view';

describe('audit log page numbers', () => {
  it('counts the pages of the total, at least one', () => {
    expect(lastPage({ total: 0, pageSize: 50 })).toBe(1);
    expect(lastPage({ total: 50, pageSize: 50 })).toBe(1);
    expect(lastPage({ total: 312, pageSize: 50 })).toBe(7);
  });

  it('links the first, the last and two pages either side of the current one, with gaps marked', () => {
    expect(pageNumbersShown(1, 1)).toEqual([1]);
    expect(pageNumbersShown(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbersShown(2, 7)).toEqual([1, 2, 3, 4, null, 7]);
    expect(pageNumbersShown(5, 12)).toEqual([1, null, 3, 4, 5, 6, 7, null, 12]);
    expect(pageNumbersShown(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});
