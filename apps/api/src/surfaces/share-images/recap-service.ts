/**
 * The season recap's share image (docs/product/recap.md#share-image): the season, its champion and the
 * season's leader in each of the recap's leader stats, from the recap's own read.
 */
import type { SeasonRecap } from '@league/shared/schemas/season-recap';
import { createRecapReads, readSeasonRecap } from '../../features/recap/service.ts';
import type { ShareCard } from './card.ts';
import { draw, type ShareImages } from './service.ts';

/** A recap's card: the champion (or champions, one per division) as the title, each stat's leader a row. */
export function seasonRecapCard(recap: SeasonRecap): ShareCard {
  const { season, champions } = recap;
  const names = champions.map((c) => c.team.name).join(' · ');
  return {
    eyebrow: `Season ${season.seasonNumber} recap`,
    title: champions.length === 0 ? season.theme : `Champion${champions.length > 1 ? 's' : ''}: ${names}`,
    subtitle: `${season.theme} · ${season.startDate} to ${season.endDate}`,
    rows: recap.leaders.flatMap((leader) => {
      const [first] = leader.entries;
      return first
        ? [{ label: first.player.name, detail: leader.label, value: first.value.toLocaleString('en-US') }]
        : [];
    }),
    valueLabel: 'Season leaders',
  };
}

/**
 * 404 for an unknown season and 409 for one that has not ended, as the recap's own read. A card is drawn
 * once per data version, so its read rates the history with ratings of its own.
 */
export function seasonRecapImage(images: ShareImages, seasonId: number) {
  return draw(images, `recap:${seasonId}`, async () =>
    seasonRecapCard(await readSeasonRecap(createRecapReads(images.db, images.timeZone), seasonId)),
  );
}
