import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { paths } from '../../../config/paths.ts';
import { SETTINGS } from '../../../config/settings.ts';
import { canGuess, revealedHints } from '../trivia-state.ts';
import { useTriviaGame } from '../use-trivia-game.ts';
import { PlayScreen } from './play-screen.tsx';
import { ResultScreen } from './result-screen.tsx';
import { SelectionScreen } from './selection-screen.tsx';
import { TriviaError } from './trivia-error.tsx';

/**
 * /trivia: selection, playing and result screens of the guessing game (docs/product/trivia.md#pages,
 * docs/product/trivia.md#game-flow).
 */
export function TriviaPage() {
  const game = useTriviaGame();
  const { state } = game;
  const title = `${SETTINGS.siteName} Trivia`;
  // Focus follows the game between screens, but the first visit leaves it where the browser put it.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);

  return (
    <>
      <PageMeta
        page="trivia"
        jsonLd={{
          '@type': 'Game',
          name: title,
          description: `A guessing game about the players and teams of ${SETTINGS.siteName}.`,
          url: paths.trivia(),
          genre: 'Trivia',
        }}
      />
      <PageHeader
        eyebrow="Play"
        title={title}
        lead="Name the player or team from the hints. Fewer hints and a faster answer score more."
        actions={
          <Link className={buttonClass('secondary')} to={paths.triviaDaily()}>
            <CalendarCheck size={16} aria-hidden="true" />
            Daily puzzle
          </Link>
        }
      />
      {state.error && <TriviaError error={state.error} onDismiss={game.dismissError} />}
      {state.phase === 'selection' && (
        <SelectionScreen
          type={state.type}
          difficulty={state.difficulty}
          startLocked={state.cooldown.start}
          focusOnMount={mounted.current}
          onSelectType={game.selectType}
          onSelectDifficulty={game.selectDifficulty}
          onStart={game.start}
        />
      )}
      {state.phase === 'playing' && state.type && state.difficulty && (
        <PlayScreen
          type={state.type}
          requested={state.difficulty}
          item={state.item}
          hints={revealedHints(state)}
          secondsLeft={state.secondsLeft}
          guess={state.guess}
          feedback={state.feedback}
          canSubmit={canGuess(state)}
          guessing={state.guessing}
          onGuessChange={game.setGuess}
          onSubmit={game.submitGuess}
          onGiveUp={game.giveUp}
        />
      )}
      {state.phase === 'result' && state.result && state.type && state.difficulty && (
        <ResultScreen
          type={state.type}
          requested={state.difficulty}
          played={state.item?.difficulty ?? null}
          result={state.result}
          onPlayAgain={game.playAgain}
        />
      )}
    </>
  );
}
