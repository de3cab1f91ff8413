import { passwordSchema } from '@yarn-mgmt/contracts';
import { z } from 'zod';

// Kept here until libs/contracts (owned by another change) takes it: PUT /auth/change-password (spec part 2).
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: passwordSchema,
});
export type ChangePasswordCommand = z.infer<typeof ChangePasswordRequestSchema>;
