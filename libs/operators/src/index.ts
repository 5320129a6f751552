export * from './operators.module';
export * from './admin.service';
export * from './admin.dto';
