import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useSiteData} from '@site/src/data/context';
import type {FeatureId} from '@site/src/data/status';
import ExternalLink from '@site/src/components/ExternalLink';
import Upcoming from '@site/src/components/Upcoming';
import {phaseAnchor} from '@site/src/components/RoadmapTimeline/status';
import styles from './styles.module.css';

interface Of {
  /** Feature from src/data/status.ts. */
  readonly of: FeatureId;
}

function useFeature(of: FeatureId) {
  const {features, roadmap, currentPhase} = useSiteData();
  if (!(of in features)) throw new Error(`of="${String(of)}" must name a feature of src/data/status.ts`);
  const feature = features[of];
  const phase = roadmap.find((p) => p.number === feature.phase)!;
  const until: number | undefined = 'until' in feature ? feature.until : undefined;
  return {feature, phase, live: currentPhase >= feature.phase, over: until !== undefined && currentPhase >= until};
}

/** "Phase 3: Mainnet Launch", linked to its roadmap section. */
export function PhaseLink({of}: Of): ReactNode {
  const {phase} = useFeature(of);
  return <Link to={`/roadmap#${phaseAnchor(phase)}`}>{`Phase ${phase.number}: ${phase.name}`}</Link>;
}

/**
 * Inline status: "live" once its phase is reached, else "planned for Phase N:
 * name" (linked); a one-off event past its `until` phase is "over (held in Phase N: name)".
 */
export function Status({of}: Of): ReactNode {
  const {live, over} = useFeature(of);
  if (over) {
    return (
      <>
        over (held in <PhaseLink of={of} />)
      </>
    );
  }
  return live ? (
    'live'
  ) : (
    <>
      planned for <PhaseLink of={of} />
    </>
  );
}

/** Prose that is true only once the feature is live. */
export function Live({of, children}: Of & {readonly children: ReactNode}): ReactNode {
  return useFeature(of).live ? children : null;
}

/** Prose that is true only while the feature is still planned. */
export function Planned({of, children}: Of & {readonly children: ReactNode}): ReactNode {
  return useFeature(of).live ? null : children;
}

/**
 * The spec's call-to-action button (Start Staking, Try a Swap Now, Launch Your
 * Token …): once live it opens the app in a new tab; before that the same spot
 * says plainly when the product is planned, never a dead or disabled button.
 */
export function CallToAction({of}: Of): ReactNode {
  const {feature, live} = useFeature(of);
  const app = 'app' in feature ? feature.app : undefined;
  const label = 'cta' in feature ? feature.cta : feature.name;
  return (
    <p className={styles.cta}>
      {live && app ? (
        <ExternalLink to={app.to} path={app.path} button>
          {label}
        </ExternalLink>
      ) : (
        <>
          <strong>{label}:</strong> {feature.name} is <Status of={of} />.
        </>
      )}
    </p>
  );
}

/** "Phase 1: Plan & Development", the phase the project is in now, linked to its roadmap section. */
export function CurrentPhase(): ReactNode {
  const {roadmap, currentPhase} = useSiteData();
  const phase = roadmap.find((p) => p.number === currentPhase)!;
  return <Link to={`/roadmap#${phaseAnchor(phase)}`}>{`Phase ${phase.number}: ${phase.name}`}</Link>;
}

/**
 * Opening words of a later product's section: the Upcoming badge and
 * "in Phase N: name." while planned ("Upcoming in Phase 4: …"); "Live since
 * Phase N: name." once its phase is reached.
 */
export function Availability({of}: Of): ReactNode {
  const {live} = useFeature(of);
  return (
    <>
      <Upcoming of={of} />
      {live ? 'Live since ' : ' in '}
      <PhaseLink of={of} />.
    </>
  );
}
