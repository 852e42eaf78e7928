/**
 * The league's slash commands (docs/product/discord.md#commands), as Discord registers them: the command
 * registration (`npm run discord:register`) sends this list, and the interactions endpoint answers the
 * same names.
 */

/** Discord's option type for a string (APPLICATION_COMMAND_OPTION_TYPE STRING). */
const STRING_OPTION = 3;

export const COMMAND_NAMES = ['standings', 'player', 'team', 'next', 'results'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export interface CommandDefinition {
  name: CommandName;
  description: string;
  options?: { type: number; name: string; description: string; required: boolean; max_length: number }[];
}

const nameOption = (description: string, required: boolean) => ({
  type: STRING_OPTION,
  name: 'name',
  description,
  required,
  max_length: 100,
});

export const COMMANDS: readonly CommandDefinition[] = [
  { name: 'standings', description: "The current season's standings table" },
  {
    name: 'player',
    description: "A player's card: position, team and career numbers",
    options: [nameOption('The player (a typo is fine)', true)],
  },
  {
    name: 'team',
    description: "A team's card: season, placement, record and roster",
    options: [nameOption('The team', true)],
  },
  {
    name: 'next',
    description: 'The next matches, of the league or of one team',
    options: [{ ...nameOption('Only this team', false), name: 'team' }],
  },
  { name: 'results', description: 'The latest results' },
];

export function isCommandName(name: string): name is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(name);
}
