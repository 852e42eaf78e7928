import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleImage } from './article-image.tsx';

afterEach(cleanup);

describe('ArticleImage placeholder', () => {
  it('is a named image when the picture has a name', () => {
    render(<ArticleImage src={null} alt="Opening night" />);
    expect(screen.getByRole('img', { name: 'Opening night' })).toBeTruthy();
  });

  it('is hidden, not an unnamed image, when the picture is decorative', () => {
    const { container } = render(<ArticleImage src={null} alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });
});
