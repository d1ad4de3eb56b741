import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {phaseStatus} from '@site/src/components/RoadmapTimeline/status';
import {useSiteData} from '@site/src/data/context';
import type {RoadmapPhase as Phase} from '@site/src/data/roadmap';
import styles from './styles.module.css';

function findPhase(roadmap: readonly Phase[], n: Phase['number']): Phase {
  const phase = roadmap.find((p) => p.number === n);
  if (!phase) {
    throw new Error(`Unknown roadmap phase ${n}.`);
  }
  return phase;
}

interface PhaseProps {
  readonly number: Phase['number'];
  /**
   * Words of the phase's items to link, each to its route: `{presale: '/tokenomics#presale'}`
   * links the first item that contains "presale" (case-sensitive), at those words.
   */
  readonly links?: Readonly<Record<string, string>>;
}

/** An item's text, with the words `links` names linked (each link is used once, in the first item holding it). */
function linkItems(phase: Phase, links: Readonly<Record<string, string>>): ReactNode[] {
  const pending = new Map(Object.entries(links));
  const items = phase.items.map((item) => {
    const words = [...pending.keys()].find((w) => item.includes(w));
    if (words === undefined) return item;
    const to = pending.get(words)!;
    pending.delete(words);
    const at = item.indexOf(words);
    return (
      <>
        {item.slice(0, at)}
        <Link to={to}>{words}</Link>
        {item.slice(at + words.length)}
      </>
    );
  });
  if (pending.size > 0) {
    throw new Error(
      `<RoadmapPhase number={${phase.number}} links>: no item of phase ${phase.number} in src/data/roadmap.ts contains ${[
        ...pending.keys(),
      ]
        .map((w) => `"${w}"`)
        .join(', ')}; link words an item says`,
    );
  }
  return items;
}

/**
 * One phase's planned items, from src/data/roadmap.ts, with the words `links`
 * names linked to their pages. Its status is said once,
 * in the page's timeline (RoadmapTimeline); here the current phase only gets
 * the accent border.
 */
export function RoadmapPhase({number, links = {}}: PhaseProps): ReactNode {
  const {roadmap, currentPhase} = useSiteData();
  const phase = findPhase(roadmap, number);
  const status = phaseStatus(phase.number, currentPhase);
  return (
    <div className={clsx(styles.phase, styles[status])} data-phase={phase.number}>
      <ul className={styles.items}>
        {linkItems(phase, links).map((item, i) => (
          <li key={phase.items[i]}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The words that open a phase's "what you can do" line: the present only once the phase has come. */
export const phaseUseLabel: Record<ReturnType<typeof phaseStatus>, string> = {
  done: 'In this phase you can:',
  current: 'In this phase you can:',
  planned: 'In this phase you will be able to:',
};

/**
 * The label that opens what a reader can do in a phase (`<PhaseUse number={3} /> swap, …`): its tense
 * follows the phase's status, so a planned phase never reads as live.
 */
export function PhaseUse({number}: {readonly number: Phase['number']}): ReactNode {
  const {roadmap, currentPhase} = useSiteData();
  const status = phaseStatus(findPhase(roadmap, number).number, currentPhase);
  return <strong data-phase-use={number}>{phaseUseLabel[status]}</strong>;
}
