import { z } from 'zod';
import { ROLES } from '../domain/league.ts';
import { IsoDateTime, PageQuerySchema } from './common.ts';
import { SignInMethodsSchema } from './sign-in.ts';

export const RoleSchema = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` });

/**
 * docs/product/accounts.md#rules-and-constants: username, e-mail and password required, a valid e-mail, a
 * password of at least 6.
 */
export const RegisterBodySchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(50, 'Username must be at most 50 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address').max(254, 'Email must be at most 254 characters')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
  // Any `role` in the body is dropped: registration always creates a `user`
  // (docs/product/accounts.md#rules-and-constants).
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * The logged-in user's own account: the only shape that carries an e-mail. A member who joined with an
 * outside account has none (null).
 */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: RoleSchema,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  user: SessionUserSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RegisterResponseSchema = z.object({ message: z.string(), user: SessionUserSchema });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const ProfileArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** null = pending, true = approved, false = rejected. */
  approved: z.boolean().nullable(),
});
export const ProfileSchema = SessionUserSchema.extend({
  articles: z.array(ProfileArticleSchema),
  ...SignInMethodsSchema.shape,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Another user as staff see them: never an e-mail or a hash. */
export const UserSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: RoleSchema,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const UserListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  role: RoleSchema.optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const RoleChangeBodySchema = z.object({ role: RoleSchema });
export type RoleChangeBody = z.infer<typeof RoleChangeBodySchema>;
