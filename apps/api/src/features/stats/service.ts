/** Stat lines as the API reads them: the filtered list and one line. */
import type { StatEntry } from '@league/shared/schemas/stats';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Page, PageParams } from '../../lib/paging.ts';
import { findStatEntry, listStatEntries, type StatFilter } from './queries.ts';

/** Stat lines, newest entry first, with player and game references. */
export function listStatEntryPage(db: Db, filter: StatFilter, page: PageParams): Promise<Page<StatEntry>> {
  return listStatEntries(db, filter, page);
}

export async function getStatEntry(db: Db, id: number): Promise<StatEntry> {
  const entry = await findStatEntry(db, id);
  if (!entry) throw notFound('Stat entry');
  return entry;
}
