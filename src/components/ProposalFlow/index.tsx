import type {ReactNode} from 'react';
import StepFlow, {type Step} from '@site/src/components/StepFlow';
import {useSiteData, type SiteData} from '@site/src/data/context';

type StepName = SiteData['governance']['flow'][number];

/**
 * One short sentence under each step, keyed by step name: what happens in it.
 * The threshold and the period are in the page's rules table, once.
 */
function notesFor({governance}: SiteData): Record<StepName, string> {
  return {
    'Proposal creation': 'a holder with at least the proposal threshold writes a proposal.',
    'Community discussion': 'holders discuss it in public.',
    'Voting phase': 'proposals with significant interest go to a vote for the voting period.',
    Implementation: `${governance.implementedBy} carries out what passes.`,
  };
}

/** The path of a governance proposal, from creation to implementation. */
export default function ProposalFlow({
  title = 'Governance proposal flow',
  captionHidden,
}: {
  readonly title?: string;
  readonly captionHidden?: boolean;
}): ReactNode {
  const data = useSiteData();
  const notes = notesFor(data);
  const steps: Step[] = data.governance.flow.map((label) => ({label, note: notes[label]}));
  return (
    <StepFlow
      title={title}
      summary={`A proposal goes through ${steps.length} steps, in this order.`}
      steps={steps}
      captionHidden={captionHidden}
    />
  );
}
