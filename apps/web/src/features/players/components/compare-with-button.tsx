import { writeCompareParams } from '@league/shared/domain/player-compare';
import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { PlayerPicker } from './player-picker.tsx';

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
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <GitCompareArrows size={16} aria-hidden="true" />
        Compare with…
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Compare ${playerName} with…`}>
        <PlayerPicker
          label="Player"
          excluded={[playerId]}
          onPick={(player) => navigate(compareFromPlayerPath(playerId, player.id, season))}
        />
      </Dialog>
    </>
  );
}
