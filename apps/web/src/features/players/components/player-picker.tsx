import type { PlayerMedium } from '@league/shared/schemas/players';
import { useEffect, useId, useState } from 'react';
import { SearchInput } from '../../../components/ui/filters.tsx';
import { usePlayersPage } from '../api/players-api.ts';
import styles from './player-picker.module.css';

/** Matches offered under the search box. */
const PICKER_RESULTS = 8;
const SEARCH_DELAY_MS = 250;

interface PlayerPickerProps {
  label: string;
  /** Players that cannot be picked (already compared): shown, but disabled. */
  excluded: readonly number[];
  onPick: (player: PlayerMedium) => void;
}

/** A name search answering a short list of players to pick from (docs/product/compare.md#pages). */
export function PlayerPicker({ label, excluded, onPick }: PlayerPickerProps) {
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setName(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const players = usePlayersPage({ name, season: null, position: '', page: 1 });
  const found = name === '' ? [] : (players.data?.items ?? []).slice(0, PICKER_RESULTS);

  return (
    <div className={styles.picker}>
      <SearchInput label={label} value={text} onChange={setText} placeholder="Type a player's name" />
      <ul id={listId} className={styles.results} aria-label="Matching players">
        {found.map((player) => {
          const taken = excluded.includes(player.id);
          return (
            <li key={player.id}>
              <button type="button" className={styles.result} disabled={taken} onClick={() => onPick(player)}>
                <span className={styles.name}>{player.name}</span>
                <span className={styles.meta}>{taken ? 'Already compared' : player.position}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {name !== '' && !players.isPending && found.length === 0 && (
        <p className={styles.none} role="status">
          No players match “{name}”.
        </p>
      )}
    </div>
  );
}
