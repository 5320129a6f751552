export * from './room-rules';
export * from './rooms.service';
export * from './rooms.module';
