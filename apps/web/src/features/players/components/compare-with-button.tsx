import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { PlayerPicker } from './player-picker.tsx';

/** The player page's `Compare with…`: pick a second player, then open /compare with both (docs/product/compare.md#pages). */
export function CompareWithButton({ playerId, playerName }: { playerId: number; playerName: string }) {
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
          onPick={(player) => navigate(paths.compare([playerId, player.id]))}
        />
      </Dialog>
    </>
  );
}
