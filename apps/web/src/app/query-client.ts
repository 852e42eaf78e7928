/**
 * The app's one query cache, a module of its own so that route loaders (page-data.ts) can fill it
 * before React renders, as well as the components through QueryClientProvider.
 */
import { createQueryClient } from '../lib/query-client.ts';

export const queryClient = createQueryClient();
