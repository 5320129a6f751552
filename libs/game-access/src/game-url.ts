/** The values a game launch URL template may use (D10). */
export interface GameUrlParams {
  token: string;
  tournamentId: string;
  playerId: string;
  game: string;
}

/** Placeholders of a `config.game_url` template; `{jwt}` is an alias of `{token}`. */
export const GAME_URL_PLACEHOLDERS = ['token', 'jwt', 'tournament_id', 'player_id', 'game'] as const;

const PLACEHOLDER = /\{(token|jwt|tournament_id|player_id|game)\}/g;

/**
 * The `game_url` returned with a player's JWT (D10): the tournament's `config.game_url` template,
 * or `{GAME_BASE_URL}/{game}?jwt={token}` when it has none, with `{token}` (alias `{jwt}`),
 * `{tournament_id}`, `{player_id}` and `{game}` filled in, each URL-encoded. Filled in one pass,
 * so a value is never read as a placeholder; any other `{...}` is left as written.
 */
export function gameUrl(template: string | null | undefined, baseUrl: string, params: GameUrlParams): string {
  const form = template && template.trim() !== '' ? template : `${baseUrl.replace(/\/+$/, '')}/{game}?jwt={token}`;
  const values: Record<(typeof GAME_URL_PLACEHOLDERS)[number], string> = {
    token: params.token,
    jwt: params.token,
    tournament_id: params.tournamentId,
    player_id: params.playerId,
    game: params.game,
  };
  return form.replace(PLACEHOLDER, (_match, name: keyof typeof values) => encodeURIComponent(values[name]));
}
