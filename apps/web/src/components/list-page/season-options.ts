/**
 * Season filter choices (docs/product/site.md#list-pages: seasons 1 to the current one), newest first after
 * 'All seasons'.
 */
export function seasonFilterOptions(maxSeason: number, allLabel = 'All seasons') {
  const seasons = Array.from({ length: maxSeason }, (_, index) => maxSeason - index);
  return [
    { value: '', label: allLabel },
    ...seasons.map((season) => ({ value: String(season), label: `Season ${season}` })),
  ];
}
