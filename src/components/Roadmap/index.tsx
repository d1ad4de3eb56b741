import type {ReactNode} from 'react';
import clsx from 'clsx';
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
}

/**
 * One phase's planned items, from src/data/roadmap.ts. Its status is said once,
 * in the page's timeline (RoadmapTimeline); here the current phase only gets
 * the accent border.
 */
export function RoadmapPhase({number}: PhaseProps): ReactNode {
  const {roadmap, currentPhase} = useSiteData();
  const phase = findPhase(roadmap, number);
  const status = phaseStatus(phase.number, currentPhase);
  return (
    <div className={clsx(styles.phase, styles[status])} data-phase={phase.number}>
      <ul className={styles.items}>
        {phase.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
