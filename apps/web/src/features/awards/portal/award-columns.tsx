import { AWARD_TYPES } from '@league/shared/domain/league';
import type { AwardSkinny } from '@league/shared/schemas/awards';
import { type UpdateAwardBody, UpdateAwardBodySchema } from '@league/shared/schemas/awards-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { ImageOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DeleteRowButton } from '../../../components/admin/delete-row-button.tsx';
import { fieldProblem, parseFieldPatch } from '../../../components/admin/field-patch.ts';
import { InlineEditCell, type InlineEditOption } from '../../../components/admin/inline-edit-cell.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { useDeleteAward, useUpdateAward } from '../api/awards-admin-api.ts';
import styles from './awards-admin-page.module.css';

type Field = keyof UpdateAwardBody;

const TYPE_OPTIONS = AWARD_TYPES.map((type) => ({ value: type, label: type }));
const check = (field: Field) => (value: string) => fieldProblem(UpdateAwardBodySchema, field, value);
const lower = (raw: string) => raw.trim().toLowerCase();

/**
 * The awards table's columns (docs/product/awards.md#awards-in-the-portal,
 * docs/product/awards.md#rules-and-constants): type, description, season (chosen by number, sent as the
 * season's id), player (lower-cased), image and date edit in place; Delete for superadmins.
 */
export function useAwardColumns(seasonOptions: InlineEditOption[]): ColumnDef<AwardSkinny>[] {
  const { mutateAsync: update } = useUpdateAward();
  const { mutateAsync: remove } = useDeleteAward();

  return useMemo(() => {
    const save = (award: AwardSkinny, field: Field) => async (raw: string) => {
      const parsed = parseFieldPatch(UpdateAwardBodySchema, field, raw);
      if (!parsed.ok) throw new Error(parsed.message);
      await update({ id: award.id, changes: parsed.body });
    };
    const label = (award: AwardSkinny) => `award ${award.id}`;

    return [
      { accessorKey: 'id', header: 'ID', meta: { align: 'right', numeric: true } },
      {
        id: 'type',
        header: 'Type',
        cell: ({ row: { original: award } }) => (
          <InlineEditCell
            field="type"
            rowLabel={label(award)}
            value={award.type}
            type="select"
            options={TYPE_OPTIONS}
            onSave={save(award, 'type')}
          />
        ),
      },
      {
        id: 'description',
        header: 'Description',
        meta: { className: styles.description },
        cell: ({ row: { original: award } }) => (
          <InlineEditCell
            field="description"
            rowLabel={label(award)}
            value={award.description}
            truncate
            validate={check('description')}
            onSave={save(award, 'description')}
          />
        ),
      },
      {
        id: 'season',
        header: 'Season',
        cell: ({ row: { original: award } }) => (
          <InlineEditCell
            field="season"
            rowLabel={label(award)}
            value={String(award.seasonId)}
            display={`Season ${award.season.seasonNumber}`}
            type="select"
            options={
              seasonOptions.some((option) => option.value === String(award.seasonId))
                ? seasonOptions
                : [
                    { value: String(award.seasonId), label: `Season ${award.season.seasonNumber}` },
                    ...seasonOptions,
                  ]
            }
            onSave={save(award, 'seasonId')}
          />
        ),
      },
      {
        id: 'player',
        meta: { sticky: 'start' },
        header: 'Player',
        cell: ({ row: { original: award } }) => (
          <InlineEditCell
            field="player"
            rowLabel={label(award)}
            value={award.players[0]?.name ?? ''}
            display={award.players.map((player) => player.name).join(', ') || undefined}
            normalize={lower}
            validate={check('playerName')}
            onSave={save(award, 'playerName')}
          />
        ),
      },
      {
        id: 'createdAt',
        header: 'Awarded Date',
        cell: ({ row: { original: award } }) => (
          <InlineEditCell
            field="awarded date"
            rowLabel={label(award)}
            value={award.createdAt.slice(0, 10)}
            display={formatShortDate(award.createdAt)}
            type="date"
            validate={check('createdAt')}
            onSave={save(award, 'createdAt')}
          />
        ),
      },
      {
        id: 'image',
        header: 'Image',
        cell: ({ row: { original: award } }) => (
          <InlineEditCell
            field="image URL"
            rowLabel={label(award)}
            value={award.imageUrl ?? ''}
            display={award.imageUrl ? <AwardThumb src={award.imageUrl} /> : undefined}
            describe={(value) => value || 'none'}
            type="url"
            placeholder="https://…"
            validate={check('imageUrl')}
            onSave={save(award, 'imageUrl')}
          />
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: award } }) => (
          <DeleteRowButton
            question="Are you sure you want to delete this award?"
            rowLabel={label(award)}
            onDelete={() => remove(award.id)}
            doneMessage="Award deleted"
          />
        ),
      },
    ] satisfies ColumnDef<AwardSkinny>[];
  }, [update, remove, seasonOptions]);
}

/** A small preview of the award's picture (decorative: the button around it names the field). */
function AwardThumb({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <ImageOff size={18} aria-hidden="true" className={styles.noImage} />;
  return (
    <img
      src={src}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      className={styles.thumb}
      onError={() => setFailed(true)}
    />
  );
}
