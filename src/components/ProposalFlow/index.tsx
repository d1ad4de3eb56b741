import type {ReactNode} from 'react';
import StepFlow, {type Step} from '@site/src/components/StepFlow';
import {governance} from '@site/src/data/governance';
import {token} from '@site/src/data/token';
import {amount} from '@site/src/data/format';

/** Notes under the steps, keyed by step name; values come from src/data/governance.ts. */
const notes: Partial<Record<(typeof governance.flow)[number], string>> = {
  'Proposal creation': `Needs a minimum holding, e.g. ${amount(governance.proposalThresholdTokens)} ${token.ticker}`,
  'Voting phase': `Only proposals with significant interest; e.g. ${governance.votingPeriodDays} days`,
  Implementation: 'Carried out by the team',
};

/** The path of a governance proposal, from creation to implementation. */
export default function ProposalFlow({title = 'Governance proposal flow'}: {readonly title?: string}): ReactNode {
  const steps: Step[] = governance.flow.map((label) => ({label, note: notes[label]}));
  return (
    <StepFlow
      title={title}
      summary={`A proposal goes through ${steps.length} steps, in this order.`}
      steps={steps}
    />
  );
}
