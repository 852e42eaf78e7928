/**
 * How a wrong setting stops the start: one line per variable naming it, the value (a secret shown by its
 * length only) and what fits.
 */

/** Settings whose value is a secret: an error line gives only its length. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set(['JWT_SECRET', 'CHALLONGE_API_KEY', 'SECRETS_KEY']);

/**
 * A setting's value as an error line may show it: a secret as its length only, an address without its
 * password (`postgres://league:***@db/league`), even one too malformed to parse as an address.
 */
export function shownValue(name: string, value: string): string {
  if (SECRET_VARIABLES.has(name)) return `(hidden, ${value.length} characters)`;
  if (name !== 'DATABASE_URL') return JSON.stringify(value);
  return JSON.stringify(
    value.replace(/^([^@/]*\/\/)?([^:@/]*):.*@/, (_all, scheme = '', user) => `${scheme}${user}:***@`),
  );
}

/** A setting with a wrong value; the message is one line naming the variable, the value and what fits. */
export class ConfigError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ConfigError';
    this.lines = lines;
  }
}
