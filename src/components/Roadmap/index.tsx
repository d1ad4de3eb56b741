import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {currentPhase, roadmap, type RoadmapPhase as Phase} from '@site/src/data/roadmap';
import styles from './styles.module.css';

type PhaseStatus = 'completed' | 'current' | 'planned';

const statusLabel: Record<PhaseStatus, string> = {
  completed: 'Completed',
  current: 'Current phase',
  planned: 'Planned',
};

export function phaseStatus(n: Phase['number'], current: Phase['number'] = currentPhase): PhaseStatus {
  if (n < current) {
    return 'completed';
  }
  return n === current ? 'current' : 'planned';
}

export function phaseTitle(phase: Phase): string {
  return `Phase ${phase.number}: ${phase.name}`;
}

/** The id the MDX heading `## Phase N: Name` gets (GitHub-style slug). */
export function phaseAnchor(phase: Phase): string {
  return phaseTitle(phase)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function findPhase(n: Phase['number']): Phase {
  const phase = roadmap.find((p) => p.number === n);
  if (!phase) {
    throw new Error(`Unknown roadmap phase ${n}.`);
  }
  return phase;
}

function StatusBadge({status}: {readonly status: PhaseStatus}): ReactNode {
  return <span className={clsx(styles.status, styles[status])}>{statusLabel[status]}</span>;
}

/** All four phases in order, the current one marked (aria-current="step"). */
export function RoadmapOverview(): ReactNode {
  return (
    <ol className={styles.overview} data-testid="roadmap-overview">
      {roadmap.map((phase) => {
        const status = phaseStatus(phase.number);
        return (
          <li
            key={phase.number}
            className={clsx(styles.step, styles[status])}
            aria-current={status === 'current' ? 'step' : undefined}
            data-phase={phase.number}>
            <Link to={`#${phaseAnchor(phase)}`} className={styles.stepLink}>
              <span className={styles.stepNumber}>Phase {phase.number}</span>
              <span className={styles.stepName}>{phase.name}</span>
            </Link>
            <StatusBadge status={status} />
          </li>
        );
      })}
    </ol>
  );
}

interface PhaseProps {
  readonly number: Phase['number'];
}

/** One phase's status and planned items, from src/data/roadmap.ts. */
export function RoadmapPhase({number}: PhaseProps): ReactNode {
  const phase = findPhase(number);
  const status = phaseStatus(phase.number);
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
