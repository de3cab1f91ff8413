import { z } from 'zod';
import { ROUTE_PREFIX_PATTERN, type RemoteRegistryEntry } from './routes.js';

export const RoutePrefixSchema = z
  .string()
  .regex(ROUTE_PREFIX_PATTERN, 'a prefix is a path like /yarn or /deal-timeline');

/** A /remotes.json entry as the gateway validates it (the shell checks the same with isRemoteRegistryEntry). */
export const RemoteRegistryEntrySchema: z.ZodType<RemoteRegistryEntry> = z.object({
  manifest: z.string().min(1),
  prefixes: z.array(RoutePrefixSchema).min(1),
});
