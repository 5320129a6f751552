import { isLocalhostName } from './host-names';

describe('isLocalhostName', () => {
  it.each<[string, boolean]>([
    ['localhost', true],
    ['LocalHost', true],
    ['localhost.', true],
    ['a.b.localhost', true],
    ['localhost.example.com', false],
    ['notlocalhost', false],
    ['mylocalhost.com', false],
  ])('%s → %s', (name, expected) => {
    expect(isLocalhostName(name)).toBe(expected);
  });
});
