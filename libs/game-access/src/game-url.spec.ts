import { gameUrl } from './game-url';

const params = { token: 'aaa.bbb.ccc', tournamentId: 't-1', playerId: 'p-1', game: 'slots' };

describe('gameUrl (D10)', () => {
  it('defaults to {GAME_BASE_URL}/{game}?jwt={token} without a template', () => {
    expect(gameUrl(null, 'https://games.example.com/play', params)).toBe('https://games.example.com/play/slots?jwt=aaa.bbb.ccc');
  });

  it('treats an absent or blank template like null', () => {
    expect(gameUrl(undefined, 'https://g.example', params)).toBe('https://g.example/slots?jwt=aaa.bbb.ccc');
    expect(gameUrl('  ', 'https://g.example', params)).toBe('https://g.example/slots?jwt=aaa.bbb.ccc');
  });

  it('does not double the slash when the base URL ends with one', () => {
    expect(gameUrl(null, 'https://g.example/play/', params)).toBe('https://g.example/play/slots?jwt=aaa.bbb.ccc');
  });

  it('fills every placeholder of a template', () => {
    const template = 'https://lobby.example/{game}/t/{tournament_id}?p={player_id}&token={token}';
    expect(gameUrl(template, 'https://unused.example', params)).toBe('https://lobby.example/slots/t/t-1?p=p-1&token=aaa.bbb.ccc');
  });

  it('accepts {jwt} as an alias of {token}, and a placeholder used twice', () => {
    expect(gameUrl('https://x.example/?a={jwt}&b={token}&c={jwt}', '', params)).toBe(
      'https://x.example/?a=aaa.bbb.ccc&b=aaa.bbb.ccc&c=aaa.bbb.ccc',
    );
  });

  it('URL-encodes every value', () => {
    const odd = { token: 'a+b/c=d', tournamentId: 'x y', playerId: 'ä&é?#', game: 'slot/s' };
    expect(gameUrl('https://x.example/{game}?t={tournament_id}&p={player_id}&jwt={token}', '', odd)).toBe(
      `https://x.example/slot%2Fs?t=x%20y&p=${encodeURIComponent('ä&é?#')}&jwt=a%2Bb%2Fc%3Dd`,
    );
  });

  it('never reads a filled-in value as a placeholder', () => {
    const tricky = { ...params, playerId: '{token}', game: '{tournament_id}' };
    expect(gameUrl('https://x.example/{game}/{player_id}', '', tricky)).toBe('https://x.example/%7Btournament_id%7D/%7Btoken%7D');
  });

  it('leaves unknown placeholders and text as written', () => {
    expect(gameUrl('https://x.example/{lang}/{game}?mode=real', '', params)).toBe('https://x.example/{lang}/slots?mode=real');
  });

  it('returns the template unchanged when it has no placeholder', () => {
    expect(gameUrl('https://x.example/static', 'https://g.example', params)).toBe('https://x.example/static');
  });
});
