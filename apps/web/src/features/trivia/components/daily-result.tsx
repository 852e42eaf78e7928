import {
  type DailyResult,
  dailyEmojiLine,
  dailyShareText,
  formatPuzzleTime,
} from '@league/shared/domain/trivia-daily';
import clsx from 'clsx';
import { CircleCheckBig, Copy, Share2, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { absoluteUrl } from '../../../components/ui/page-meta.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { copyText } from '../../../lib/clipboard.ts';
import styles from './daily-result.module.css';
// The banner, answer and panel look like the free game's result screen.
import screen from './result-screen.module.css';

interface DailyResultCardProps {
  result: DailyResult;
  /** Null when this browser no longer knows it (a result kept before answers were kept). */
  answer: string | null;
  /** The server's word on the ending, when the play just ended here. */
  message: string | null;
  /** Move focus to the heading: the play just ended on this screen. */
  focusOnMount: boolean;
}

/**
 * The day's result (docs/product/trivia.md#daily-puzzle): the answer, how it went, and the text to share,
 * which says how it went without giving the answer away.
 */
export function DailyResultCard({ result, answer, message, focusOnMount }: DailyResultCardProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { showToast } = useToast();
  const shareText = dailyShareText(SETTINGS.siteName, absoluteUrl(paths.triviaDaily()), result);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const copy = async () => {
    const copied = await copyText(shareText);
    showToast(copied ? 'Result copied: paste it anywhere.' : 'Could not copy: select the text and copy it.', {
      tone: copied ? 'success' : 'error',
    });
  };
  const share = async () => {
    try {
      await navigator.share({ text: shareText });
    } catch {
      // Closing the share sheet is not an error worth a message.
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={clsx(screen.banner, result.solved ? screen.won : screen.lost)}>
        {result.solved ? (
          <CircleCheckBig size={36} aria-hidden="true" className={screen.icon} />
        ) : (
          <TriangleExclamationPoint size={36} aria-hidden="true" className={screen.icon} />
        )}
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={screen.title}>
          {result.solved ? 'Solved!' : 'Not this time'}
        </h2>
        {message && <p className={screen.message}>{message}</p>}
      </div>

      {answer && (
        <p className={screen.answer}>
          <span className={screen.answerLabel}>The answer</span>
          <strong className={screen.answerText}>{answer}</strong>
        </p>
      )}

      <dl className={styles.figures}>
        <div>
          <dt>Hints</dt>
          <dd>
            {result.hintsUsed} of {result.hintCount}
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatPuzzleTime(result.secondsTaken)}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{result.score}</dd>
        </div>
      </dl>

      <div className={styles.share}>
        <h3 className={styles.shareTitle}>Share your result</h3>
        <p className={styles.squares} role="img" aria-label={emojiLabel(result)}>
          {squaresOf(result).map((kind, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the squares are positions, in a fixed order
            <span key={index} className={styles[kind]} />
          ))}
        </p>
        <figure className={styles.previewBox} aria-label="The text you share">
          <pre className={styles.preview}>{shareText}</pre>
        </figure>
        <div className={styles.actions}>
          {canShare && (
            <Button onClick={share}>
              <Share2 size={16} aria-hidden="true" />
              Share
            </Button>
          )}
          <Button variant={canShare ? 'secondary' : 'primary'} onClick={copy}>
            <Copy size={16} aria-hidden="true" />
            Copy result
          </Button>
        </div>
      </div>
      <p className={styles.next}>A new puzzle comes every day at midnight, league time.</p>
    </section>
  );
}

/** The emoji line as squares drawn on the page (not every device has an emoji font). */
function squaresOf(result: DailyResult): ('wrong' | 'right' | 'unused')[] {
  const kinds = { '🟥': 'wrong', '🟩': 'right', '⬜': 'unused' } as const;
  return Array.from(dailyEmojiLine(result), (square) => kinds[square as keyof typeof kinds] ?? 'unused');
}

function emojiLabel(result: DailyResult): string {
  const wrong = result.solved ? result.hintsUsed - 1 : result.hintsUsed;
  const parts = [`${wrong} wrong ${wrong === 1 ? 'guess' : 'guesses'}`];
  if (result.solved) parts.push(`solved on hint ${result.hintsUsed}`);
  parts.push(`${result.hintCount - result.hintsUsed} hints unused`);
  return parts.join(', ');
}
