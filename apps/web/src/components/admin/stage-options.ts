import { STAGES, type Stage } from '@league/shared/domain/league';

/**
 * The stage options (docs/product/games.md#stages), in bracket order; each option is the stored stage name.
 */
export const STAGE_OPTIONS: readonly { value: Stage; label: string }[] = STAGES.map((stage) => ({
  value: stage,
  label: stage,
}));

export function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}
