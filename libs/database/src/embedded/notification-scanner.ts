/**
 * Finds PostgreSQL NotificationResponse messages ('A': pid, channel, payload) in a stream of
 * backend messages that may arrive split into arbitrary chunks. The embedded database serves
 * every connection from one PGlite session, so a notification for a LISTEN made on that session
 * comes out in the reply to whichever query committed the change; this reads it from there.
 */
export class NotificationScanner {
  private header = new Uint8Array(5);
  private headerFill = 0;
  private remaining = 0;
  private body: Uint8Array | undefined;
  private bodyFill = 0;

  constructor(private readonly onNotification: (channel: string, payload: string) => void) {}

  push(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.remaining === 0) {
        const take = Math.min(5 - this.headerFill, chunk.length - at);
        this.header.set(chunk.subarray(at, at + take), this.headerFill);
        this.headerFill += take;
        at += take;
        if (this.headerFill < 5) return;
        this.startMessage();
        if (this.remaining === 0) this.finishMessage();
        continue;
      }
      const take = Math.min(this.remaining, chunk.length - at);
      if (this.body) this.body.set(chunk.subarray(at, at + take), this.bodyFill);
      this.bodyFill += take;
      this.remaining -= take;
      at += take;
      if (this.remaining === 0) this.finishMessage();
    }
  }

  private startMessage(): void {
    const length = new DataView(this.header.buffer).getInt32(1);
    this.remaining = Math.max(0, length - 4);
    // Only notifications are kept; every other message is skipped over without copying.
    this.body = this.header[0] === 0x41 ? new Uint8Array(this.remaining) : undefined;
    this.bodyFill = 0;
  }

  private finishMessage(): void {
    const body = this.body;
    this.headerFill = 0;
    this.body = undefined;
    if (!body || body.length < 6) return;
    // Int32 process id, then two NUL-terminated strings.
    const channelEnd = body.indexOf(0, 4);
    const payloadEnd = body.indexOf(0, channelEnd + 1);
    if (channelEnd < 0 || payloadEnd < 0) return;
    const decoder = new TextDecoder();
    this.onNotification(decoder.decode(body.subarray(4, channelEnd)), decoder.decode(body.subarray(channelEnd + 1, payloadEnd)));
  }
}
