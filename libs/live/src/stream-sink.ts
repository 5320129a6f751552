/** A connection a live stream writes to (an SSE response, or one WebSocket subscription). */
export interface StreamSink {
  /** Writes at once; false when the connection's buffer is full (then wait for `onDrain`). */
  write(message: import('./live-message').LiveMessage): boolean;
  /** Calls `listener` each time a full buffer has been written out. */
  onDrain(listener: () => void): void;
  /** The stream is over (a finished tournament): end it after what was written. */
  end(): void;
  /** The subscriber stopped reading for too long: drop the connection. */
  drop(): void;
}
