export * from './live.module';
export * from './live-standings.hub';
export * from './live-message';
export * from './stream-sink';
