import { CompletionRepository } from './completion.repository';
import { CompletionService } from './completion.service';

/** Providers of the completion feature, provided and exported by PlayersCoreModule. */
export const COMPLETION_PROVIDERS = [CompletionService, CompletionRepository];
