export * from './dashboard.module';
export * from './users/dashboard-users.service';
export * from './users/dashboard-user.dto';
export * from './web/security-headers';
export * from './domain/password';
export * from './users/dashboard-users.module';
