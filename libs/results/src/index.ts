export * from './results.module';
export * from './dto/results-response.dto';
