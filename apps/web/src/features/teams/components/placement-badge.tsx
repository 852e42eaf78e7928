import { isChampionship, isGoatPlacement, parsePlacement } from '@league/shared/domain/placements';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

/** A placement as a badge: champions and G.O.A.T. in the accent, playoff finishes in success. */
export function PlacementBadge({ placement }: { placement: string }) {
  return <Badge tone={placementTone(placement)}>{placement}</Badge>;
}

export function placementTone(placement: string): BadgeTone {
  if (isChampionship(placement) || isGoatPlacement(placement)) return 'accent';
  const base = parsePlacement(placement).base;
  if (base === null || base === 'TBD' || base === "Didn't make playoffs") return 'neutral';
  return 'success';
}
