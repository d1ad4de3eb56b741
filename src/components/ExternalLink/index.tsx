import type {ReactNode} from 'react';
import clsx from 'clsx';
import {isPlaceholder, type LinkId} from '@site/src/data/links';
import PlaceholderMark from '@site/src/components/Placeholder';
import useLinks from '@site/src/hooks/useLinks';
import styles from './styles.module.css';

interface Props {
  /** Which link from src/data/links.ts. */
  readonly to: LinkId;
  /** Appended to the address, e.g. "/swap" or "?subject=Bug". */
  readonly path?: string;
  /** Link text; defaults to the address itself (without "mailto:"). */
  readonly children?: ReactNode;
  readonly className?: string;
  /** Render as a button-styled link. */
  readonly button?: boolean;
}

/**
 * A link to one of the site's external addresses. Web links open in a new tab
 * with rel="noopener noreferrer"; mail links open the mail client. While the
 * address is a placeholder (`.example`), a visible mark follows the link.
 */
export default function ExternalLink({to, path = '', children, className, button}: Props): ReactNode {
  const href = `${useLinks()[to]}${path}`;
  const isMail = href.startsWith('mailto:');
  return (
    <>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- external addresses and mailto: only, never a route */}
      <a
        href={href}
        className={clsx(button && 'button button--primary', styles.link, className)}
        {...(isMail ? {} : {target: '_blank', rel: 'noopener noreferrer'})}>
        {children ?? href.replace(/^mailto:/, '')}
        {!isMail && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
      {isPlaceholder(href) ? <PlaceholderMark field={`links.${to}`} /> : null}
    </>
  );
}
