import { LiveMessage, toSseFrame, toWsText } from './live-message';

const snapshot: LiveMessage = { type: 'snapshot', tournamentId: 't-1', version: 1764160000123, data: { tournament_id: 't-1', n: 'ü' } };
const status: LiveMessage = {
  type: 'status',
  tournamentId: 't-1',
  version: 1764160000124,
  data: { tournament_id: 't-1', status: 'completed', current_phase: 'finished' },
};

describe('live message frames', () => {
  it('writes a snapshot as an SSE event with its version as the id', () => {
    expect(toSseFrame(snapshot)).toBe('event: snapshot\nid: 1764160000123\ndata: {"tournament_id":"t-1","n":"ü"}\n\n');
  });

  it('writes a status event without an id, so a reconnect resumes from the last snapshot', () => {
    expect(toSseFrame(status)).toBe('event: status\ndata: {"tournament_id":"t-1","status":"completed","current_phase":"finished"}\n\n');
  });

  it('writes WebSocket messages as JSON with type, tournament_id, version and data', () => {
    expect(JSON.parse(toWsText(snapshot))).toEqual({ type: 'snapshot', tournament_id: 't-1', version: 1764160000123, data: snapshot.data });
    expect(JSON.parse(toWsText(status))).toEqual({ type: 'status', tournament_id: 't-1', version: 1764160000124, data: status.data });
  });

  it('serialises a message once for all subscribers', () => {
    expect(toSseFrame(snapshot)).toBe(toSseFrame(snapshot));
    const data = { value: 1 };
    const message: LiveMessage = { type: 'snapshot', tournamentId: 't', version: 1, data };
    const first = toSseFrame(message);
    data.value = 2;
    expect(toSseFrame(message)).toBe(first);
  });
});
