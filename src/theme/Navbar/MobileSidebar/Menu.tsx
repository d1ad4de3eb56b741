// The theme's mobile menu with dialog keyboard behaviour: while open, Tab and
// Shift+Tab stay inside it, Esc closes it, and closing it (Esc or the close
// button) gives focus back to the menu toggle. Loaded by ./index.tsx.
import {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

function useMenuFocus(shown: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    const toggle = document.querySelector<HTMLElement>('.navbar__toggle');
    if (!shown || !menu) {
      return undefined;
    }
    // The menu becomes focusable once its slide-in transition starts: try on each frame, for up to a second.
    let frame = 0;
    let tries = 0;
    const focusFirst = () => {
      tabbables(menu)[0]?.focus();
      if (!menu.contains(document.activeElement) && tries++ < 60) {
        frame = requestAnimationFrame(focusFirst);
      }
    };
    frame = requestAnimationFrame(focusFirst);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab') {
        return;
      }
      const items = tabbables(menu);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        return;
      }
      if (!menu.contains(active)) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      } else if (e.shiftKey && active === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      const active = document.activeElement;
      if (!active || active === document.body || menu.contains(active)) {
        toggle?.focus();
      }
    };
  }, [shown]);
}

export default function Menu({shown, close}: {readonly shown: boolean; readonly close: () => void}): ReactNode {
  useMenuFocus(shown, close);
  return <MobileSidebar />;
}
