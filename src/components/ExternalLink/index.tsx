import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import {isPlaceholder, type LinkId} from '@site/src/data/links';
import PlaceholderMark, {NotPublished} from '@site/src/components/Placeholder';
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
 * An address (URL or e-mail) that may wrap on a phone at sensible points only:
 * after "/" and before "." and "@", never inside a word.
 */
export function Address({children}: {readonly children: string}): ReactNode {
  const parts = children.split(/(?<=\/)(?!\/)|(?=[.@])/);
  // <wbr> is no character: the copied address is the plain address (data-address: one piece in the Markdown).
  return (
    <span data-address="">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * A link to one of the site's external addresses. Web links open in a new tab
 * with rel="noopener noreferrer"; mail links open the mail client. While the
 * address is a placeholder (`.example`) it is plain text: its words if given
 * (which the page's "not set yet" notice lists), else <NotPublished>; a button
 * keeps its link, as the spec's header button does.
 */
export default function ExternalLink({to, path = '', children, className, button}: Props): ReactNode {
  const href = `${useLinks()[to]}${path}`;
  const isMail = href.startsWith('mailto:');
  if (isPlaceholder(href) && !button) {
    // Not set yet: plain text (a button keeps the spec's link).
    if (children === undefined) return <NotPublished to={to} />;
    return (
      <span className={className} data-placeholder-text="">
        {children}
        <PlaceholderMark field={`links.${to}`} />
      </span>
    );
  }
  return (
    <>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- external addresses and mailto: only, never a route */}
      <a
        href={href}
        className={clsx(button && 'button button--primary', styles.link, className)}
        {...(isMail ? {} : {target: '_blank', rel: 'noopener noreferrer'})}>
        {children ?? <Address>{href.replace(/^mailto:/, '')}</Address>}
        {!isMail && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
      {isPlaceholder(href) ? <PlaceholderMark field={`links.${to}`} /> : null}
    </>
  );
}
