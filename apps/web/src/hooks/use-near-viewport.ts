import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (right after mounting without
 * IntersectionObserver). False on the first render everywhere, the server's included, so that a page the
 * server drew is adopted as drawn (docs/product/site.md#first-view).
 */
export function useNearViewport<T extends HTMLElement = HTMLElement>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
