import { useEffect, useRef, useState } from 'react';
import { SETTINGS } from '../../../config/settings.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import styles from './home-video.module.css';

const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** Plays when more than 60 % of the player is on screen (docs/product/home.md#rules-and-constants). */
const VISIBILITY_THRESHOLD = 0.6;

type Command = 'playVideo' | 'pauseVideo' | 'mute';

/**
 * The home page's video: a lazily loaded, muted embed that never autoplays on load. It plays through the
 * player's message API while mostly visible and pauses when scrolled away
 * (docs/product/home.md#rules-and-constants).
 */
export function HomeVideo() {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [visible, setVisible] = useState(false);
  // Muted once before the first play; a visitor who turns the sound on keeps it on.
  const mutedOnce = useRef(false);
  // The embed names the page's own origin, which only the browser knows: a page drawn by the server
  // keeps the frame's place empty until the browser has adopted it.
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame appears once hydrated
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setVisible(Boolean(entry && entry.intersectionRatio >= VISIBILITY_THRESHOLD)),
      { threshold: VISIBILITY_THRESHOLD },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [hydrated]);

  useEffect(() => {
    if (!loaded) return;
    const send = (command: Command) =>
      frameRef.current?.contentWindow?.postMessage(
        JSON.stringify({ event: 'command', func: command, args: [] }),
        PLAYER_ORIGIN,
      );
    if (visible) {
      if (!mutedOnce.current) send('mute');
      mutedOnce.current = true;
      send('playVideo');
    } else {
      send('pauseVideo');
    }
  }, [loaded, visible]);

  if (!hydrated) return <div className={styles.frame} />;
  const params = new URLSearchParams({
    enablejsapi: '1',
    mute: '1',
    autoplay: '0',
    playsinline: '1',
    rel: '0',
    modestbranding: '1',
    origin: window.location.origin,
  });

  return (
    <div className={styles.frame}>
      <iframe
        ref={frameRef}
        className={styles.iframe}
        src={`${PLAYER_ORIGIN}/embed/${encodeURIComponent(SETTINGS.homeVideoId)}?${params}`}
        title="League highlights video"
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
