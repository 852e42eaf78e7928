import { useEffect, useRef, useState } from 'react';
import { SETTINGS } from '../../../config/settings.ts';
import styles from './home-video.module.css';

const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** Plays when more than 60 % of the player is on screen (docs/product/home.md#rules-and-constants). */
const VISIBILITY_THRESHOLD = 0.6;
/** The player is made once half of its place is on screen: a strip at the bottom edge is not yet. */
const SHOWN_THRESHOLD = 0.5;

/**
 * The thresholds the observer reports at: the two above, and steps past 60 % so that a player scrolled from
 * exactly 60 % further into view is reported again (it only plays above 60 %).
 */
const OBSERVED_RATIOS = [SHOWN_THRESHOLD, VISIBILITY_THRESHOLD, 0.61, 0.7, 0.8, 0.9, 1];

/** Whether the player plays at this share of it on screen: more than 60 %, never exactly 60 %. */
export function playsAtRatio(ratio: number): boolean {
  return ratio > VISIBILITY_THRESHOLD;
}

type Command = 'playVideo' | 'pauseVideo' | 'mute';

/**
 * The home page's video: a muted embed that never autoplays on load. Its player is made only once its
 * place is well on screen (making one is a long task on a phone's processor, and phones open the page
 * with the video at or below the first screen's bottom edge); it then plays through the player's message
 * API while mostly visible and pauses when scrolled away (docs/product/home.md#rules-and-constants).
 */
export function HomeVideo() {
  const placeRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [visible, setVisible] = useState(false);
  // Muted once before the first play; a visitor who turns the sound on keeps it on.
  const mutedOnce = useRef(false);

  useEffect(() => {
    const place = placeRef.current;
    if (!place) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= SHOWN_THRESHOLD) setShown(true);
        setVisible(playsAtRatio(entry.intersectionRatio));
      },
      { threshold: OBSERVED_RATIOS },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, []);

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

  return (
    <div ref={placeRef} className={styles.frame}>
      {shown && (
        <iframe
          ref={frameRef}
          className={styles.iframe}
          src={playerUrl()}
          title="League highlights video"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setLoaded(true)}
        />
      )}
    </div>
  );
}

/** The embedded player's address. It names the page's own origin, which only the browser knows. */
function playerUrl(): string {
  const params = new URLSearchParams({
    enablejsapi: '1',
    mute: '1',
    autoplay: '0',
    playsinline: '1',
    rel: '0',
    modestbranding: '1',
    origin: window.location.origin,
  });
  return `${PLAYER_ORIGIN}/embed/${encodeURIComponent(SETTINGS.homeVideoId)}?${params}`;
}
