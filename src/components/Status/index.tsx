import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useSiteData} from '@site/src/data/context';
import type {FeatureId} from '@site/src/data/status';
import ExternalLink from '@site/src/components/ExternalLink';
import {phaseAnchor} from '@site/src/components/RoadmapTimeline/status';
import {phaseLabel, statusWords} from './wording';
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

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const lower = (s: string) => s[0]!.toLowerCase() + s.slice(1);

/** "Phase 3: Mainnet Launch", linked to its roadmap section. */
export function PhaseLink({of}: Of): ReactNode {
  const {phase} = useFeature(of);
  return <Link to={`/roadmap#${phaseAnchor(phase)}`}>{phaseLabel(phase)}</Link>;
}

/** The status of a feature in words: "live", "planned for Phase N: name" (linked), or "over (held in Phase N: name)". */
function StatusWords({of}: Of): ReactNode {
  const {live, over} = useFeature(of);
  if (over) {
    return (
      <>
        over ({lower(statusWords.over)} <PhaseLink of={of} />)
      </>
    );
  }
  return live ? (
    'live'
  ) : (
    <>
      {lower(statusWords.planned)} <PhaseLink of={of} />
    </>
  );
}

/**
 * Inline status: "live" once its phase is reached, else "planned for Phase N:
 * name" (linked); a one-off event past its `until` phase is "over (held in Phase N: name)".
 */
export function Status({of}: Of): ReactNode {
  return (
    <span data-status={of}>
      <StatusWords of={of} />
    </span>
  );
}

/**
 * The one status line of a page (under its title) or of a product section
 * (under its heading), in one pattern: "**Status:** planned for Phase 4:
 * Expansion & Innovation." (linked), "**Status:** live." once the phase is
 * reached, "**Status:** over (held in Phase 2: …)." for a one-off event.
 * A `note` ends the line while the feature is planned ("…: Mainnet Launch;
 * the swap, the pools and the launchpad open together."). Without `of`, the
 * line says its children ("**Status:** the presale is <Status of="presale" />; …"),
 * for a page whose status spans several features. The prose then needs no status.
 */
export function SectionStatus({
  of,
  note,
  children,
}: Partial<Of> & {readonly note?: string; readonly children?: ReactNode}): ReactNode {
  return of === undefined ? <StatusLine>{children}</StatusLine> : <FeatureStatus of={of} note={note} />;
}

/** "**Status:** …", the one pattern of a status line; `legal` marks a legal text's (<LastUpdated>). */
export function StatusLine({
  state,
  legal,
  children,
}: {
  readonly state?: string;
  readonly legal?: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <p className={styles.sectionStatus} data-status-line="" data-state={state} data-legal-status={legal}>
      <strong>Status:</strong> {children}
    </p>
  );
}

function FeatureStatus({of, note}: Of & {readonly note?: string}): ReactNode {
  const {live, over} = useFeature(of);
  return (
    <StatusLine state={over ? 'over' : live ? 'live' : 'planned'}>
      <span data-status={of}>
        <StatusWords of={of} />
      </span>
      {note && !live ? `; ${note}` : '.'}
    </StatusLine>
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
 * Token …): once live it opens the app in a new tab. Before that it is a
 * visibly inactive button that keeps its label and says when it opens
 * ("Try a Swap Now — opens in Phase 3: Mainnet Launch"), a link to that
 * phase on the roadmap; the Markdown twin reads it as a plain sentence from
 * the product's name ("The swap opens in [Phase 3: Mainnet Launch](…)."), or
 * leaves it out where its section already states the product's status, or
 * where the page's opening line does (`statedAbove`).
 */
export function CallToAction({of, statedAbove = false}: Of & {readonly statedAbove?: boolean}): ReactNode {
  const {feature, live, phase} = useFeature(of);
  const app = 'app' in feature ? feature.app : undefined;
  const label = 'cta' in feature ? feature.cta : capital(feature.name);
  return (
    <p className={styles.cta}>
      {live && app ? (
        <ExternalLink to={app.to} path={app.path} button>
          {label}
        </ExternalLink>
      ) : (
        <>
          <Link className={styles.pending} to={`/roadmap#${phaseAnchor(phase)}`} data-cta-pending={of} data-md-skip="">
            <span className={styles.label}>{label}</span>
            <span className={styles.when}>
              {' — '}
              {lower(statusWords.opens)} {phaseLabel(phase)}
            </span>
          </Link>
          {/* The Markdown twin has no button: a sentence instead. */}
          {!statedAbove && (
            <span hidden data-md-only="" data-md-cta={of} data-search-skip="">
              {capital(feature.name)} {lower(statusWords.opens)} <PhaseLink of={of} />.
            </span>
          )}
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
 * Opening words of a later product's paragraph, a short sentence of its own:
 * "Upcoming in Phase 4: name." while planned, "Live since Phase N: name."
 * once its phase is reached. Prefer <SectionStatus of> under the heading.
 */
export function Availability({of}: Of): ReactNode {
  const {live} = useFeature(of);
  return (
    <strong data-status={of}>
      {live ? statusWords.liveSince : statusWords.upcoming} <PhaseLink of={of} />.
    </strong>
  );
}
