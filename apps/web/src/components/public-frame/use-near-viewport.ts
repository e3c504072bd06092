import { useEffect, useState } from 'react';

/**
 * Whether the element (given through the returned ref callback) has come within `rootMargin` of the viewport;
 * stays true once it has. Without IntersectionObserver it is true from the start, except while prerendering
 * (no window), where the page is written as a browser first shows it.
 */
export function useNearViewport(rootMargin: string) {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return [setElement, near] as const;
}
