import type {ReactNode} from 'react';
import clsx from 'clsx';
import {phaseStatus, statusLabel, type PhaseStatus} from '@site/src/components/RoadmapTimeline/status';
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

function StatusBadge({status}: {readonly status: PhaseStatus}): ReactNode {
  return (
    <span className={clsx(styles.status, styles[status])} data-md-before="Status: ">
      {statusLabel[status]}
    </span>
  );
}

interface PhaseProps {
  readonly number: Phase['number'];
}

/** One phase's status and planned items, from src/data/roadmap.ts. */
export function RoadmapPhase({number}: PhaseProps): ReactNode {
  const {roadmap, currentPhase} = useSiteData();
  const phase = findPhase(roadmap, number);
  const status = phaseStatus(phase.number, currentPhase);
  return (
    <div className={clsx(styles.phase, styles[status])} data-phase={phase.number}>
      <p className={styles.phaseStatus}>
        <StatusBadge status={status} />
      </p>
      <ul className={styles.items}>
        {phase.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
