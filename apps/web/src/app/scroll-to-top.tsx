import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** New pages open at the top; Back and Forward keep the browser's own scroll restoration. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
