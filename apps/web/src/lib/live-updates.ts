/**
 * Live updates in the browser (docs/product/live.md#pages-that-update): a page follows topics on the server's
 * stream (`GET /api/live?topics=...`, Server-Sent Events) and hears each change of them within about a second
 * of its commit. When the stream is unavailable (no EventSource, a proxy that drops it, the server away) the
 * page keeps its cached read; when the stream comes back after a drop, `onReopen` reads again what may have
 * changed meanwhile, since changes are not replayed.
 */
import { asLiveMessage, type LiveMessage, type LiveTopic } from '@league/shared/domain/live-topics';
import { useEffect, useRef, useState } from 'react';

export const LIVE_STREAM_PATH = '/api/live';

/** The stream's address for these topics. */
export const liveStreamUrl = (topics: readonly LiveTopic[]) =>
  `${LIVE_STREAM_PATH}?topics=${encodeURIComponent([...topics].sort().join(','))}`;

/** A message of the stream, or null when it is not one (a heartbeat, something malformed). */
export function readLiveMessage(text: string): LiveMessage | null {
  try {
    return asLiveMessage(JSON.parse(text));
  } catch {
    return null;
  }
}

export interface LiveHandlers {
  onMessage: (message: LiveMessage) => void;
  /** The stream opened again after a drop: read again what the page shows. */
  onReopen?: () => void;
}

/**
 * Follows `topics` while the component is mounted; answers whether the stream is open. One stream per call:
 * the topics' text is the dependency, so a new array of the same topics keeps the stream.
 */
export function useLiveTopics(topics: readonly LiveTopic[], handlers: LiveHandlers): boolean {
  const [open, setOpen] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  const url = topics.length > 0 ? liveStreamUrl(topics) : null;

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    let dropped = false;
    source.addEventListener('ready', () => {
      setOpen(true);
      if (dropped) latest.current.onReopen?.();
      dropped = false;
    });
    source.onmessage = (event: MessageEvent<string>) => {
      const message = readLiveMessage(event.data);
      if (message) latest.current.onMessage(message);
    };
    // EventSource reconnects by itself (after the server's `retry`); until then the page shows its read.
    source.onerror = () => {
      dropped = true;
      setOpen(false);
    };
    return () => {
      source.close();
      setOpen(false);
    };
  }, [url]);

  return open;
}
