// The theme's sun icon (the colour mode switch), drawn with strokes: the same ring and eight rounded rays in
// the same places as the theme's filled outline path, which is 0.3 KiB gzip in main.js; this is a third of it.
import type {ComponentProps, ReactNode} from 'react';

export default function IconLightMode(props: ComponentProps<'svg'>): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M2 12h2m16 0h2M12 2v2m0 16v2M5.3 5.3l1 1m11.4 11.4 1 1m0-13.4-1 1M6.3 17.7l-1 1" />
      </g>
    </svg>
  );
}
