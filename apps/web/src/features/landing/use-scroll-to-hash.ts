import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL hash once the page has rendered. The browser does this by itself
 * only for content present at load; this page arrives later (lazy chunk), so /#contact would stay at the top.
 * `rendered` says when the page's sections exist.
 */
export function useScrollToHash(rendered: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!rendered || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, rendered]);
}
