import type {RoadmapPhase} from '../../data/roadmap';

export type PhaseStatus = 'done' | 'current' | 'planned';

/** Where a phase stands relative to the current one. */
export function phaseStatus(phase: RoadmapPhase['number'], current: RoadmapPhase['number']): PhaseStatus {
  if (phase < current) return 'done';
  if (phase === current) return 'current';
  return 'planned';
}

/** The words shown for each status (the status is never shown by colour alone). */
export const statusLabel: Record<PhaseStatus, string> = {
  done: 'Completed',
  current: 'Current phase',
  planned: 'Planned',
};

/** The id of the roadmap page's heading `## Phase N: Name` (GitHub-style slug, as Docusaurus makes it). */
export function phaseAnchor(phase: Pick<RoadmapPhase, 'number' | 'name'>): string {
  return `Phase ${phase.number}: ${phase.name}`
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
