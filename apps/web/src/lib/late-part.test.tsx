import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { markPageAdopted } from '../hooks/use-hydrated.ts';
import { latePart, loadLateParts, withLateParts } from './late-part.tsx';

afterEach(cleanup);

/** A part whose code comes when the test says so. */
function heldBackPart() {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  const Part = latePart(async () => {
    asked += 1;
    await arrived;
    return ({ name }: { name: string }) => <p>Hello {name}</p>;
  });
  return { Part, release, asked: () => asked };
}

describe('latePart', () => {
  it('is drawn whole once its code has been loaded, as the server draws it', async () => {
    const { Part, release } = heldBackPart();
    release();
    await loadLateParts();
    const html = renderToString(<Part name="Ace" />);
    expect(html).toContain('data-late-part=""');
    expect(html).toContain('Hello <!-- -->Ace');
  });

  it('draws nothing in its place until its code comes, then its content, asking for the code once', async () => {
    const { Part, release, asked } = heldBackPart();
    const { container } = render(<Part name="Ace" />);
    expect(container.querySelector('[data-late-part]')?.innerHTML).toBe('');
    release();
    await loadLateParts();
    cleanup();
    render(<Part name="Bo" />);
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(asked()).toBe(1);
  });

  it('keeps the drawing of a part still waiting for its code when its props change, then follows them', async () => {
    // The server's part, its code loaded; the browser's, the same component with its code still on its way.
    const server = heldBackPart();
    server.release();
    await loadLateParts();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<server.Part name="Ace" />);
    document.body.append(container);
    const browser = heldBackPart();
    const root = await act(async () => hydrateRoot(container, <browser.Part name="Ace" />));
    // The visitor's time zone takes over, say: new props before the part's code has come.
    await act(async () => root.render(<browser.Part name="Bo" />));
    expect(container.textContent).toBe('Hello Ace');
    await act(async () => {
      browser.release();
      await loadLateParts();
    });
    expect(container.textContent).toBe('Hello Bo');
    act(() => root.unmount());
    container.remove();
  });

  it("makes a page the browser draws itself wait for its late parts' code", async () => {
    markPageAdopted();
    const { release, asked } = heldBackPart();
    let loaded = false;
    const page = withLateParts(async () => 'page')().then((value) => {
      loaded = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toBe(1);
    expect(loaded).toBe(false);
    release();
    await expect(page).resolves.toBe('page');
  });
});
