// Replaces the theme's Logo (two <img> files, one per colour mode): the brand is drawn inline, so the
// header requests no image before the first paint, and one drawing follows both colour modes.
import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/Logo';
import {brand, ui} from '@site/src/data/ui';
import styles from './styles.module.css';

export default function Logo({imageClassName, titleClassName: _title, ...linkProps}: Props): ReactNode {
  // The header and the phone menu each draw the logo: each gradient needs an id of its own. The mark is
  // static/img/favicon.svg drawn again: as an <image> (even a data URL) it is a request Lighthouse counts
  // into LCP (+75 ms on /products).
  const gradient = `logo-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Link to={useBaseUrl('/')} {...linkProps}>
      <div className={imageClassName}>
        <svg
          className={styles.logo}
          role="img"
          aria-label={`${brand.name} home`}
          width={ui.logo.width}
          height={ui.logo.height}
          viewBox={`0 0 ${ui.logo.width} ${ui.logo.height}`}>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#12b5d4" />
              <stop offset="1" stopColor="#ff7a3d" />
            </linearGradient>
          </defs>
          <rect width="22" height="22" rx="6" fill={`url(#${gradient})`} />
          <path
            d="M15.2 6.6C14.2 5.6 12.9 5 11.4 5 9 5 7.3 6.3 7.3 8.1c0 4 8 2.6 8 6 0 1.6-1.6 2.9-3.9 2.9-1.7 0-3.1-.6-4.1-1.7"
            fill="none"
            stroke="#fff"
            strokeWidth="2.3"
            strokeLinecap="round"
          />
          <text className={styles.name} x="31" y="17.5" textLength="146" lengthAdjust="spacingAndGlyphs">
            {brand.name.toUpperCase()}
          </text>
          <text className={styles.docs} x="186" y="17.5" textLength="57" lengthAdjust="spacingAndGlyphs">
            DOCS
          </text>
        </svg>
      </div>
    </Link>
  );
}
