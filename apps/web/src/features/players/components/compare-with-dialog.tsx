import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { compareFromPlayerPath } from './compare-with-button.tsx';
import { PlayerPicker } from './player-picker.tsx';

interface CompareWithDialogProps {
  playerId: number;
  playerName: string;
  season: number | null;
  onClose: () => void;
}

/** The dialog of the player page's `Compare with…`: pick a second player, then open /compare with both. */
export function CompareWithDialog({ playerId, playerName, season, onClose }: CompareWithDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open onClose={onClose} title={`Compare ${playerName} with…`}>
      <PlayerPicker
        label="Player"
        excluded={[playerId]}
        onPick={(player) => navigate(compareFromPlayerPath(playerId, player.id, season))}
      />
    </Dialog>
  );
}
