import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Clock } from '@app/common';

/** What a ticket carries between a POST and the page its redirect leads to. */
export type TicketKind = 'new-key' | 'wallet-mode-change';

interface Ticket {
  kind: TicketKind;
  sessionId: string;
  payload: unknown;
  expiresAt: number;
}

/** Past this many live tickets, the oldest go first (tickets are few: one per pending form). */
const MAX_TICKETS = 10_000;

/**
 * Short-lived, in-memory tickets bound to a dashboard session: what a POST hands to the page its
 * 303 redirect leads to (a new key's secret, a change waiting for confirmation) without putting
 * it into a URL, a cookie or storage. Only the ticket's random id travels in the redirect; a
 * ticket is read by the session that made it only, and is gone once taken, expired, or when the
 * process restarts (the page then says it can no longer be shown).
 */
@Injectable()
export class OneTimeTickets {
  private readonly tickets = new Map<string, Ticket>();

  constructor(private readonly clock: Clock) {}

  issue(sessionId: string, kind: TicketKind, payload: unknown, ttlMs: number): string {
    this.sweep();
    while (this.tickets.size >= MAX_TICKETS) this.tickets.delete(this.tickets.keys().next().value as string);
    const id = randomBytes(24).toString('base64url');
    this.tickets.set(id, { kind, sessionId, payload, expiresAt: this.clock.now().getTime() + ttlMs });
    return id;
  }

  /** The payload, leaving the ticket in place (a confirmation page may be reloaded). */
  peek<T>(sessionId: string, kind: TicketKind, id: unknown): T | undefined {
    const ticket = this.find(sessionId, kind, id);
    return ticket ? (ticket.payload as T) : undefined;
  }

  /** The payload, once: the ticket is gone afterwards. */
  take<T>(sessionId: string, kind: TicketKind, id: unknown): T | undefined {
    const ticket = this.find(sessionId, kind, id);
    if (!ticket) return undefined;
    this.tickets.delete(id as string);
    return ticket.payload as T;
  }

  /** Live tickets (for tests). */
  get size(): number {
    this.sweep();
    return this.tickets.size;
  }

  private find(sessionId: string, kind: TicketKind, id: unknown): Ticket | undefined {
    if (typeof id !== 'string' || id.length === 0 || id.length > 64) return undefined;
    const ticket = this.tickets.get(id);
    if (!ticket) return undefined;
    if (ticket.expiresAt <= this.clock.now().getTime()) {
      this.tickets.delete(id);
      return undefined;
    }
    // Another session's ticket is not this session's to read or to spend.
    return ticket.kind === kind && ticket.sessionId === sessionId ? ticket : undefined;
  }

  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [id, ticket] of this.tickets) if (ticket.expiresAt <= now) this.tickets.delete(id);
  }
}
