import { EventType, isPlatformNotified } from '@app/events';

describe('the player.registered event written with the seat', () => {
  it('has no game-platform notification, so the seat statement has nothing else to write with it', () => {
    // The registration writes the event in the statement that takes the seat (the database
    // function register_player_entry, RegistrationRepository.write), not through
    // OutboxWriter.append, which would also write a notification for notified types.
    expect(isPlatformNotified(EventType.PlayerRegistered)).toBe(false);
  });
});
