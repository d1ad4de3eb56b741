import type {ReactNode} from 'react';
import StepFlow, {type Step} from '@site/src/components/StepFlow';
import {useSiteData, type SiteData} from '@site/src/data/context';

type StepName = SiteData['governance']['flow'][number];

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One short sentence under each step, keyed by step name: what happens in it.
 * The threshold and the period are in the page's rules table, once.
 */
function notesFor({governance}: SiteData): Record<StepName, string> {
  return {
    'Proposal creation': 'A holder with the proposal threshold writes it.',
    'Community discussion': 'Holders discuss it in public.',
    'Voting phase': 'Proposals with significant interest go to a vote for the voting period.',
    Implementation: `${capital(governance.implementedBy)} carries out what passes.`,
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
