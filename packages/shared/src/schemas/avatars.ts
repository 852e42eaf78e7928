import { z } from 'zod';

export const AvatarSchema = z.object({ avatarUrl: z.string() });
export type Avatar = z.infer<typeof AvatarSchema>;

export const AvatarParamSchema = z.object({ username: z.string().trim().min(1).max(100) });
