import { RegisterBodySchema } from '@league/shared/schemas/users';
import { z } from 'zod';

export const PASSWORDS_DIFFER = 'Passwords do not match';

export const EMPTY_SIGNUP = { username: '', email: '', password: '', confirmPassword: '' };

/**
 * docs/product/accounts.md#rules-and-constants: the server's own RegisterBodySchema checks username, e-mail
 * and password; a confirmation that differs is said once above the fields ('Passwords do not match'), also
 * beside the fields' own messages, and nothing is sent. The body leaves the confirmation out.
 */
export const SignupFormSchema = RegisterBodySchema.extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    // A form-level message (react-hook-form's root), not one of a field.
    path: ['root', 'passwords'],
    when: () => true,
  })
  .transform(({ confirmPassword: _confirm, ...body }) => body);
