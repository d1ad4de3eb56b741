import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Figure from '@site/src/components/Figure';
import {useSiteData} from '@site/src/data/context';
import type {RoadmapPhase} from '@site/src/data/roadmap';
import {phaseAnchor, phaseStatus, statusLabel} from './status';
import styles from './styles.module.css';

interface Props {
  readonly phases?: readonly RoadmapPhase[];
  readonly currentPhase?: RoadmapPhase['number'];
  readonly title?: string;
}

/**
 * The roadmap phases on a vertical rail, each with its name (a link to the
 * phase's section of the roadmap page, which lists its items) and its status
 * in words; the current phase is also marked with aria-current.
 */
export default function RoadmapTimeline(props: Props): ReactNode {
  const data = useSiteData();
  const {phases = data.roadmap, currentPhase = data.currentPhase, title = 'Roadmap timeline'} = props;
  const current = phases.find((p) => p.number === currentPhase);
  return (
    <Figure
      title={title}
      summary={`The ${phases.length} phases in order${current ? `; the project is now in Phase ${current.number}, ${current.name}` : ''}.`}>
      <ol className={styles.timeline}>
        {phases.map((phase) => {
          const status = phaseStatus(phase.number, currentPhase);
          return (
            <li
              key={phase.number}
              className={clsx(styles.phase, styles[status])}
              aria-current={status === 'current' ? 'step' : undefined}>
              <span className={styles.marker} aria-hidden="true">
                {phase.number}
              </span>
              {/* Spaces between the parts keep the words apart in the page's text; the flex row does not show them. */}
              <div className={styles.head}>
                <span className={styles.number}>Phase {phase.number}</span>{' '}
                <Link to={`#${phaseAnchor(phase)}`} className={styles.name} data-md-before=": ">
                  {phase.name}
                </Link>{' '}
                <span className={styles.status} data-md-before=" — ">
                  {statusLabel[status]}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </Figure>
  );
}
