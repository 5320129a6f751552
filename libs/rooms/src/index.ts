export * from './room-rules';
export * from './rooms.repository';
export * from './rooms.service';
export * from './rooms.module';
