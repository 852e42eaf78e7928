import type { Season } from '@league/shared/schemas/seasons';
import { type UpdateSeasonBody, UpdateSeasonBodySchema } from '@league/shared/schemas/seasons-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { ListOrdered } from 'lucide-react';
import { useMemo } from 'react';
import { DeleteRowButton } from '../../../components/admin/delete-row-button.tsx';
import { fieldProblem, parseFieldPatch } from '../../../components/admin/field-patch.ts';
import { InlineEditCell } from '../../../components/admin/inline-edit-cell.tsx';
import styles from '../../../components/admin/row-actions.module.css';
import { Button } from '../../../components/ui/button.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { useDeleteSeason, useUpdateSeason } from '../api/seasons-admin-api.ts';

type Field = keyof UpdateSeasonBody;

const check = (field: Field) => (value: string) => fieldProblem(UpdateSeasonBodySchema, field, value);
const orNone = (value: string) => value || 'none';

/**
 * The seasons table's columns (docs/product/seasons.md#seasons-in-the-portal): every field edits in place;
 * Delete for superadmins.
 */
export function useSeasonColumns(onStandings: (season: Season) => void): ColumnDef<Season>[] {
  const { mutateAsync: update } = useUpdateSeason();
  const { mutateAsync: remove } = useDeleteSeason();

  return useMemo(() => {
    const save = (season: Season, field: Field) => async (raw: string) => {
      const parsed = parseFieldPatch(UpdateSeasonBodySchema, field, raw);
      if (!parsed.ok) throw new Error(parsed.message);
      await update({ id: season.id, body: parsed.body });
    };
    const label = (season: Season) => `season ${season.seasonNumber}`;

    return [
      {
        id: 'seasonNumber',
        header: 'Season #',
        meta: { align: 'right', numeric: true, width: '104px' },
        cell: ({ row: { original: season } }) => (
          <InlineEditCell
            field="season number"
            rowLabel={label(season)}
            value={String(season.seasonNumber)}
            type="number"
            min={1}
            step={1}
            align="right"
            validate={check('seasonNumber')}
            onSave={save(season, 'seasonNumber')}
          />
        ),
      },
      {
        id: 'theme',
        header: 'Theme',
        cell: ({ row: { original: season } }) => (
          <InlineEditCell
            field="theme"
            rowLabel={label(season)}
            value={season.theme}
            validate={check('theme')}
            onSave={save(season, 'theme')}
          />
        ),
      },
      {
        id: 'image',
        header: 'Image URL',
        cell: ({ row: { original: season } }) => (
          <InlineEditCell
            field="image URL"
            rowLabel={label(season)}
            value={season.image ?? ''}
            type="url"
            placeholder="https://…"
            truncate
            describe={orNone}
            validate={check('image')}
            onSave={save(season, 'image')}
          />
        ),
      },
      {
        id: 'startDate',
        header: 'Start Date',
        cell: ({ row: { original: season } }) => (
          <InlineEditCell
            field="start date"
            rowLabel={label(season)}
            value={season.startDate}
            display={formatShortDate(season.startDate)}
            type="date"
            validate={check('startDate')}
            onSave={save(season, 'startDate')}
          />
        ),
      },
      {
        id: 'endDate',
        header: 'End Date',
        cell: ({ row: { original: season } }) => (
          <InlineEditCell
            field="end date"
            rowLabel={label(season)}
            value={season.endDate ?? ''}
            display={season.endDate ? formatShortDate(season.endDate) : 'Ongoing'}
            describe={(value) => value || 'Ongoing'}
            type="date"
            validate={check('endDate')}
            onSave={save(season, 'endDate')}
          />
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: season } }) => (
          <span className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onStandings(season)}
              aria-label={`Standings settings of ${label(season)}`}
            >
              <ListOrdered size={16} aria-hidden="true" />
              Standings
            </Button>
            <DeleteRowButton
              question="Are you sure you want to delete this season?"
              rowLabel={label(season)}
              onDelete={() => remove(season.id)}
              doneMessage={`Season ${season.seasonNumber} deleted`}
            />
          </span>
        ),
      },
    ] satisfies ColumnDef<Season>[];
  }, [update, remove, onStandings]);
}
