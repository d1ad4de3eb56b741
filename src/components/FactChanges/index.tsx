/**
 * Every change of a fact between released versions and the current docs,
 * computed at build time by src/plugins/facts from versioned_data/ and
 * src/data (never typed): the fact, old → new, the versions and date, and
 * the pages that show it. A released version's page lists what it listed on
 * release day (frozen by `npm run release`), not the changes since. The
 * current list is the Atom feed /changes.atom.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import changesData from '@sx/fact-changes';
import {useSiteData} from '@site/src/data/context';
import type {FactChange} from '@site/src/plugins/facts/changes';
import {versionName} from '@site/src/plugins/facts/atom';
import styles from './styles.module.css';

function Change({change}: {change: FactChange}): ReactNode {
  const {longDate} = useSiteData();
  return (
    <li id={change.id} className={styles.change}>
      <strong>{change.label}</strong>: <del className={styles.old}>{change.old}</del> →{' '}
      <ins className={styles.new}>{change.new}</ins>
      {change.date ? <> (set on {longDate(change.date.slice(0, 10))})</> : null}. Shown on{' '}
      {change.pages.map((p, i) => (
        <span key={p.path}>
          {i > 0 ? ', ' : ''}
          <Link to={p.path}>{p.label}</Link>
        </span>
      ))}
      {change.was.length > 0 && change.from !== change.to ? (
        <>
          {' '}
          (before: <Link to={change.was[0]?.path ?? '/'}>{versionName(change.from)}</Link>)
        </>
      ) : null}
      .
    </li>
  );
}

export default function FactChanges(): ReactNode {
  const reading = useDocsVersion().version;
  const {versions, changes: shown} = changesData[reading] ?? {versions: [reading], changes: []};
  const earlier = versions.filter((v) => v !== reading);
  if (reading !== 'current' && shown.length === 0) {
    return (
      <p className={styles.empty}>
        <strong>Nothing had changed</strong> by version {reading}:{' '}
        {earlier.length > 0
          ? `every fact was the same as in ${earlier.join(', ')}.`
          : 'it is the first release, with no earlier version to compare.'}{' '}
        The changes since are listed in the current docs.
      </p>
    );
  }
  if (earlier.length === 0) {
    return (
      <p className={styles.empty}>
        <strong>Nothing has changed yet.</strong> No version of these docs has been released, so there is nothing to
        compare the current facts with. From the first release on, each change of a fact appears here.
      </p>
    );
  }
  if (shown.length === 0) {
    return (
      <p className={styles.empty}>
        <strong>Nothing has changed.</strong> Every fact is the same in the released versions ({earlier.join(', ')}) and
        the current docs.
      </p>
    );
  }
  const steps = [...new Set(shown.map((c) => `${c.from}→${c.to}`))];
  return (
    <>
      {steps.map((step) => {
        const inStep = shown.filter((c) => `${c.from}→${c.to}` === step);
        const first = inStep[0];
        return first ? (
          <section
            key={step}
            className={styles.step}
            aria-label={`From ${versionName(first.from)} to ${versionName(first.to)}`}>
            <p className={styles.stepTitle}>
              From {versionName(first.from)} to {versionName(first.to)}: {inStep.length} change
              {inStep.length === 1 ? '' : 's'}
            </p>
            <ul>
              {inStep.map((c) => (
                <Change key={c.id} change={c} />
              ))}
            </ul>
          </section>
        ) : null;
      })}
    </>
  );
}

/** Text shown only once a version of these docs is released (true: or only before, with `before`). */
export function OnceReleased({before, children}: {before?: boolean; children: ReactNode}): ReactNode {
  const released = useVersions(undefined).length > 1;
  return released !== Boolean(before) ? children : null;
}
