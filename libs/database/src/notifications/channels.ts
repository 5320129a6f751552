/** Written by the trigger on `tournaments` at every committed change a reader could see. */
export const TOURNAMENT_CHANGES_CHANNEL = 'tournament_changes';

/** The channels the service listens on. */
export const NOTIFICATION_CHANNELS = [TOURNAMENT_CHANGES_CHANNEL] as const;
