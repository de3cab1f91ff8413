import { z } from 'zod';

/**
 * What each service reports of one user's stored files (`GET /internal/user-data/storage`, called by the account
 * service with the user's own bearer token; not routed by the gateway). Counts a service does not keep are 0.
 */
export const UserStorageUsageSchema = z.object({
  bytes: z.number().int().min(0),
  files: z.number().int().min(0),
  photo_count: z.number().int().min(0),
  pattern_count: z.number().int().min(0),
});
export type UserStorageUsage = z.infer<typeof UserStorageUsageSchema>;

/** The internal paths every data-owning service answers for the account's whole life (issue 10). */
export const USER_DATA_INTERNAL_API = {
  storage: '/internal/user-data/storage',
} as const;
