import fc from 'fast-check';
import { NotificationScanner } from './notification-scanner';

/** A backend message: type byte, Int32 length (itself included), body. */
function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

function notification(channel: string, payload: string): Buffer {
  const pid = Buffer.alloc(4);
  pid.writeInt32BE(42);
  return message('A', Buffer.concat([pid, Buffer.from(channel + '\0'), Buffer.from(payload + '\0')]));
}

const commandComplete = message('C', Buffer.from('UPDATE 1\0'));
const readyForQuery = message('Z', Buffer.from('I'));

function scan(chunks: Buffer[]): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const scanner = new NotificationScanner((channel, payload) => found.push([channel, payload]));
  for (const chunk of chunks) scanner.push(chunk);
  return found;
}

describe('NotificationScanner', () => {
  const stream = Buffer.concat([
    commandComplete,
    notification('tournament_changes', '{"tournament_id":"a","ü":"✓"}'),
    message('E', Buffer.alloc(0)),
    notification('other', ''),
    readyForQuery,
  ]);
  const expected: Array<[string, string]> = [
    ['tournament_changes', '{"tournament_id":"a","ü":"✓"}'],
    ['other', ''],
  ];

  it('finds the notifications among other messages, in order', () => {
    expect(scan([stream])).toEqual(expected);
  });

  it('finds the same however the stream is cut into chunks', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: stream.length - 1 }), { maxLength: 20 }), (cuts) => {
        const points = [0, ...cuts.sort((x, y) => x - y), stream.length];
        const chunks = points.slice(1).map((end, i) => stream.subarray(points[i], end));
        expect(scan(chunks)).toEqual(expected);
      }),
    );
  });

  it('finds nothing in a stream without notifications', () => {
    expect(scan([commandComplete, readyForQuery])).toEqual([]);
  });
});
