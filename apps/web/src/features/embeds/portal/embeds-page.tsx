/**
 * The portal's Embeds screen (docs/product/feeds-and-embeds.md#the-snippet-generator): staff choose what to
 * show (standings, schedule, bracket, leaderboard or one match), the season, light or dark and the
 * league's colour, see it as another site will, and copy the iframe snippet to paste there.
 */
import { todayKey } from '@league/shared/domain/day-keys';
import {
  EMBED_DEFAULT_HEIGHTS,
  EMBED_KINDS,
  EMBED_LABELS,
  type EmbedChoice,
  type EmbedKind,
  type EmbedTheme,
  embedPath,
  embedSnippet,
} from '@league/shared/domain/embeds';
import { fetchRange, windowStartFor } from '@league/shared/domain/schedule-window';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectInput } from '../../../components/ui/filters.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { useMatches } from '../../matches/api/matches-api.ts';
import styles from './embeds-page.module.css';

export const SNIPPET_COPIED = 'Snippet copied';
const DEFAULT_ACCENT = '#f5a524';

const seasonOptions = Array.from({ length: SETTINGS.maxSeason }, (_, i) => {
  const season = SETTINGS.maxSeason - i;
  return { value: String(season), label: `Season ${season}` };
});

export function EmbedsPage() {
  const { showToast } = useToast();
  const ids = { accent: useId(), custom: useId(), height: useId(), snippet: useId() };
  const [kind, setKind] = useState<EmbedKind>('standings');
  const [season, setSeason] = useState(String(SETTINGS.currentSeason));
  const [theme, setTheme] = useState<EmbedTheme>('dark');
  const [customAccent, setCustomAccent] = useState(false);
  const [accent, setAccent] = useState(DEFAULT_ACCENT);
  const [height, setHeight] = useState<number | null>(null);
  const { data: matches = [] } = useMatches(fetchRange(windowStartFor(todayKey(SETTINGS.timeZone))));
  const [matchId, setMatchId] = useState<string>('');
  const chosenMatch = matchId || (matches[0] ? String(matches[0].id) : '');

  const choice: EmbedChoice = {
    kind,
    theme,
    ...(kind === 'match' ? { matchId: Number(chosenMatch) } : { seasonNumber: Number(season) }),
    ...(customAccent ? { accent: accent.slice(1) } : {}),
  };
  const shownHeight = height ?? EMBED_DEFAULT_HEIGHTS[kind];
  const origin = SETTINGS.publicUrl.replace(/\/$/, '');
  const ready = kind !== 'match' || chosenMatch !== '';
  const snippet = ready
    ? embedSnippet(origin, choice, { siteName: SETTINGS.siteName, height: shownHeight })
    : '';

  const copy = async () => {
    const copied = await copyText(snippet);
    showToast(copied ? SNIPPET_COPIED : 'Could not copy the snippet: select it and copy it by hand.', {
      tone: copied ? 'success' : 'error',
    });
  };

  return (
    <PortalPage
      title="Embeds"
      description="Snippets that show the league on other sites."
      path={portalPath('embeds')}
    >
      <p className={styles.lead}>
        Paste a snippet into a team's site or a stream overlay: it shows the chosen part of the league, kept
        up to date, and links back here. Only these embeds may be shown inside another site.
      </p>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <SelectInput
            label="Show"
            value={kind}
            onChange={(value) => {
              setKind(value as EmbedKind);
              setHeight(null);
            }}
            options={EMBED_KINDS.map((k) => ({ value: k, label: EMBED_LABELS[k] }))}
          />
          {kind === 'match' ? (
            <SelectInput
              label="Match"
              value={chosenMatch}
              onChange={setMatchId}
              options={
                matches.length > 0
                  ? matches.map((m) => ({
                      value: String(m.id),
                      label: `${m.team1Name} vs ${m.team2Name} · ${m.matchNumber}`,
                    }))
                  : [{ value: '', label: 'No matches in these two weeks' }]
              }
            />
          ) : (
            <SelectInput label="Season" value={season} onChange={setSeason} options={seasonOptions} />
          )}
          <SelectInput
            label="Theme"
            value={theme}
            onChange={(value) => setTheme(value as EmbedTheme)}
            options={[
              { value: 'dark', label: 'Dark' },
              { value: 'light', label: 'Light' },
            ]}
          />
          <div className={styles.field}>
            <label className={styles.check} htmlFor={ids.custom}>
              <input
                id={ids.custom}
                type="checkbox"
                checked={customAccent}
                onChange={(event) => setCustomAccent(event.target.checked)}
              />
              Own accent colour
            </label>
            <label className="visually-hidden" htmlFor={ids.accent}>
              Accent colour
            </label>
            <input
              id={ids.accent}
              type="color"
              className={styles.colour}
              value={accent}
              disabled={!customAccent}
              onChange={(event) => setAccent(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.height}>Height (px)</label>
            <input
              id={ids.height}
              type="number"
              min={120}
              max={1600}
              step={20}
              className={styles.number}
              value={shownHeight}
              onChange={(event) =>
                setHeight(Math.min(1600, Math.max(120, Number(event.target.value) || 120)))
              }
            />
          </div>
        </form>
        <div className={styles.output}>
          <h2 className={styles.heading}>Preview</h2>
          {ready ? (
            <iframe
              key={embedPath(choice)}
              className={styles.preview}
              src={embedPath(choice)}
              title={`Preview: ${EMBED_LABELS[kind]}`}
              height={shownHeight}
              loading="lazy"
            />
          ) : (
            <p className={styles.lead}>Choose a match to embed.</p>
          )}
          <label className={styles.heading} htmlFor={ids.snippet}>
            Snippet
          </label>
          <textarea
            id={ids.snippet}
            className={styles.snippet}
            readOnly
            rows={4}
            value={snippet}
            onFocus={(event) => event.target.select()}
          />
          <div>
            <Button onClick={() => void copy()} disabled={!ready}>
              <Copy size={16} aria-hidden="true" />
              Copy snippet
            </Button>
          </div>
        </div>
      </div>
    </PortalPage>
  );
}
