/**
 * What the service worker shows for a Web Push message (docs/product/offline.md#rules-and-constants): the
 * site's message `{title, body, url, tag}` (rendered by the server, packages/shared/src/domain/push-messages.ts),
 * checked, so a malformed message still shows something sensible and never opens another site.
 */

export interface ShownNotification {
  title: string;
  body: string;
  /** A path of the site. */
  url: string;
  /** Notifications with the same tag replace each other (one per match). */
  tag: string | undefined;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;

/** Only a path of this site: `/x`, never `//other.host` or `https://…`. */
const sitePath = (value: unknown): string | null =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : null;

export function notificationFromPush(data: unknown, siteName: string): ShownNotification {
  const message = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const title = text(message.title, 200);
  const url = sitePath(message.url);
  if (!title || !url)
    return { title: siteName, body: 'Open the site to see what is new.', url: '/', tag: undefined };
  return { title, body: text(message.body, 500) ?? '', url, tag: text(message.tag, 64) ?? undefined };
}

/** Reads a push's payload as JSON; anything else is no message. */
export function readPushPayload(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return null;
  }
}
