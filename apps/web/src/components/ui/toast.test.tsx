import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast.tsx';

function Show({ onApi }: { onApi: (api: ReturnType<typeof useToast>) => void }) {
  const api = useToast();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

function renderToasts() {
  let api: ReturnType<typeof useToast> | undefined;
  render(
    <ToastProvider>
      <Show onApi={(value) => (api = value)} />
    </ToastProvider>,
  );
  if (!api) throw new Error('no toast api');
  return api;
}

afterEach(cleanup);

describe('toasts', () => {
  it('close with Escape, newest first', () => {
    const api = renderToasts();
    act(() => {
      api.showToast('Saved');
      api.showToast('Uploaded');
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Uploaded')).toBeNull();
    expect(screen.getByText('Saved')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('about the page on screen go when the page changes; the others stay', () => {
    const api = renderToasts();
    act(() => {
      api.showToast('Come join us!', { untilNavigation: true });
      api.showToast('Article submitted');
    });
    act(() => api.dismissPageToasts());
    expect(screen.queryByText('Come join us!')).toBeNull();
    expect(screen.getByText('Article submitted')).toBeTruthy();
  });
});
