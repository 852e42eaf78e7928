import { RegisterBodySchema } from '@league/shared/schemas/users';

export interface SignupValues {
  username: string;
  email: string;
  password: string;
  confirm: string;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/**
 * docs/product/accounts.md#rules-and-constants: username, e-mail and password required, a valid e-mail, a
 * password of at least 6, checked with the server's own schema; a differing confirmation is reported
 * separately ('Passwords do not match').
 */
export function validateSignup(values: SignupValues): { fields: SignupErrors; mismatch: boolean } {
  const fields: SignupErrors = {};
  const parsed = RegisterBodySchema.safeParse({
    username: values.username,
    email: values.email,
    password: values.password,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'username' || key === 'email' || key === 'password') && !fields[key]) {
        fields[key] = issue.message;
      }
    }
  }
  return { fields, mismatch: values.confirm !== values.password };
}
