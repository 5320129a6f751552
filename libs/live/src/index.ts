export * from './live.module';
export * from './live-standings.hub';
export * from './live-message';
export * from './stream-sink';
export * from './stream-credentials';
export { LeaderboardStreams } from './sse/leaderboard-streams.service';
export { LiveWebSocketGateway, LIVE_WEBSOCKET_PATH, MAX_CLIENT_MESSAGE_BYTES } from './ws/live-websocket.gateway';
export { MAX_SUBSCRIPTIONS_PER_SOCKET } from './ws/live-socket';
