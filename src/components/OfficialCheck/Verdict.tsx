/**
 * A verdict of the "is this official?" check (src/lib/verify), in words: its
 * title, what it found, a link to the official list and, unless it is
 * official, links to what to read next (`readNext`: telling a real site from a
 * copy, checking a link, the token's facts for an address); the sections the
 * words typed around the value name (`askedAbout`: "0x… is this the sx token")
 * come first, before the official list. Used by the search
 * dialog and <OfficialCheck />. Render it inside a live region (role="status")
 * that is on the page before the verdict arrives, so screen readers announce it.
 */
import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {askedAbout, officialList, readNext, sectionHref, type ReadNext, type Verdict} from '@site/src/lib/verify';
import {projectName, verdictToday} from '@site/src/lib/verify/today';
import {describe} from '@site/src/lib/verify/describe';
import useLinks from '@site/src/hooks/useLinks';
import type {Links} from '@site/src/data/links';
import styles from './styles.module.css';

/** The official list: Community & Links › Official Links. */
export const officialListHref = sectionHref(officialList);

/** The verdict on `value`, or null when it is not something to check (today's list: src/lib/verify/today). */
export function useVerdict(value: string): Verdict | null {
  const links = useLinks();
  return useMemo(() => verdictFor(value, links), [value, links]);
}

/** The same, for a caller that has the links (the search dialog, which loads this module on demand). */
export function verdictFor(value: string, links: Links): Verdict | null {
  return verdictToday(value, links);
}

/** Links to sections, separated by a dot. */
function SectionLinks({to, onNavigate}: {to: readonly ReadNext[]; onNavigate?: () => void}): ReactNode {
  return to.map((t, i) => (
    <span key={t.anchor}>
      {i > 0 && ' · '}
      <Link to={sectionHref(t)} onClick={onNavigate}>
        {t.label}
      </Link>
    </span>
  ));
}

export default function VerdictView({
  verdict,
  query = '',
  onNavigate,
}: {
  verdict: Verdict;
  /** What the reader typed around the value (the search dialog's query). */
  query?: string;
  onNavigate?: () => void;
}): ReactNode {
  const {tone, title, details} = describe(verdict, projectName);
  const asked = askedAbout(verdict, query);
  const next = readNext(verdict).filter((to) => !asked.includes(to));
  return (
    <div className={`${styles.verdict} ${styles[tone]}`} data-verdict={verdict.kind}>
      <p className={styles.title}>{title}</p>
      {details.map((d) => (
        <p key={d} className={styles.detail}>
          {d}
        </p>
      ))}
      {asked.length > 0 && (
        <p className={styles.detail}>
          What you asked about: <SectionLinks to={asked} onNavigate={onNavigate} />
        </p>
      )}
      <p className={styles.detail}>
        Checked in this page against{' '}
        <Link to={officialListHref} onClick={onNavigate}>
          the official links
        </Link>
        ; nothing you type is sent or stored.
      </p>
      {next.length > 0 && (
        <p className={styles.detail}>
          Read next: <SectionLinks to={next} onNavigate={onNavigate} />
        </p>
      )}
    </div>
  );
}
