import { writeCompareParams } from '@league/shared/domain/player-compare';
import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { latePart } from '../../../lib/late-part.tsx';

// The dialog and its player picker come after the page, as a late part: they show only once pressed.
const CompareWithDialog = latePart(() =>
  import('./compare-with-dialog.tsx').then((m) => m.CompareWithDialog),
);

/** /compare with both players, at the season the player page showed (null: Career). */
export function compareFromPlayerPath(playerId: number, otherId: number, season: number | null): string {
  return `${paths.compare([])}?${writeCompareParams({ ids: [playerId, otherId], season, mode: 'total' })}`;
}

interface CompareWithButtonProps {
  playerId: number;
  playerName: string;
  /** The season the player page shows, so the comparison opens at it rather than at Career. */
  season: number | null;
}

/** The player page's `Compare with…`: pick a second player, then open /compare with both (docs/product/compare.md#pages). */
export function CompareWithButton({ playerId, playerName, season }: CompareWithButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <GitCompareArrows size={16} aria-hidden="true" />
        Compare with…
      </Button>
      {open && (
        <CompareWithDialog
          playerId={playerId}
          playerName={playerName}
          season={season}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
