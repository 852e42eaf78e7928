import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayScreen } from './play-screen.tsx';

afterEach(cleanup);

const props = {
  type: 'player' as const,
  requested: 'easy' as const,
  item: {
    id: 't',
    type: 'player' as const,
    difficulty: 'easy' as const,
    hintCount: 6,
    hints: ['Starts with "F"'],
  },
  hints: ['Starts with "F"'],
  secondsLeft: 60,
  guess: 'fro',
  feedback: null,
  canSubmit: true,
  guessing: false,
  onGuessChange: () => {},
  onSubmit: () => {},
  onGiveUp: () => {},
};

describe('PlayScreen suggestions (issue 34, item 6)', () => {
  it('offers the names a guess may be as the box’s suggestions', () => {
    render(<PlayScreen {...props} suggestions={['frozenotter9', 'frostbite']} />);
    const box = screen.getByLabelText('Your guess');
    const list = document.getElementById(box.getAttribute('list') ?? '');
    expect(list?.tagName).toBe('DATALIST');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'frozenotter9',
      'frostbite',
    ]);
  });
});
