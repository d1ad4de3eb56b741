/**
 * The words the status components put before a phase ("planned for Phase 3:
 * Mainnet Launch"). Components and the writing checks (test/lib/writing.ts)
 * share them, so a check counts exactly what the components print.
 */
import type {RoadmapPhase} from '../../data/roadmap';

/** "Phase 3: Mainnet Launch". */
export const phaseLabel = (phase: Pick<RoadmapPhase, 'number' | 'name'>): string =>
  `Phase ${phase.number}: ${phase.name}`;

export const statusWords = {
  /** <Status> before its phase: "planned for Phase 3: …". */
  planned: 'planned for',
  /** <Availability> and <SectionStatus> before the phase: "Upcoming in Phase 4: …". */
  upcoming: 'Upcoming in',
  /** <Availability> and <SectionStatus> once the phase is reached: "Live since Phase 3: …". */
  liveSince: 'Live since',
  /** <Status> of a one-off event past its phase: "over (held in Phase 2: …)". */
  over: 'held in',
  /** <CallToAction> before its phase: "Opens in Phase 3: …". */
  opens: 'Opens in',
} as const;

/** The <Upcoming> badge's word. */
export const upcomingBadge = 'Upcoming';
