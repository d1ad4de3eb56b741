import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import DataTable from '@site/src/components/DataTable';
import Link from '@docusaurus/Link';
import {NoticeMark} from '@site/src/components/Placeholder';
import {listOf} from '@site/src/data/format';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * When each allocation's tokens can move (src/data/tokenomics.ts `release`):
 * a row per allocation whose release is set, then a line naming the others
 * ("The emission schedule of the farm and staking rewards is not set yet.
 * Neither is the release of the … allocations."), marked so the page's notice lists them
 * (src/data/unset.ts: the rewards' emission schedule, the others' releases).
 * The team's lock is stated once, in the Team section: its row gives the total and links there.
 */
export default function ReleaseTable(): ReactNode {
  const {allocations, teamVesting, notSetYet} = useSiteData();
  const unset = allocations.filter((a) => a.release === null);
  const rewards = unset.find((a) => a.key === 'rewards');
  const others = unset.filter((a) => a.key !== 'rewards');
  const unsetReleases = `the release of the ${listOf(others.map((a) => lower(a.label)))} allocation${others.length > 1 ? 's' : ''}`;
  const unsetLine = [
    ...(rewards ? [`The emission schedule of the ${lower(rewards.label)} is ${notSetYet}.`] : []),
    ...(others.length === 0
      ? []
      : [rewards ? `Neither is ${unsetReleases}.` : `${capital(unsetReleases)} is ${notSetYet}.`]),
  ].join(' ');
  return (
    <>
      <DataTable
        caption="When each allocation's tokens are released"
        columns={[{label: 'Allocation'}, {label: 'Release'}]}
        rows={allocations.filter((a) => a.release !== null)}
        rowKey={(a) => a.key}
        rowAttributes={(a) => ({'data-allocation': a.key})}
        // Shares and amounts are in the allocation figure's legend, once: here only the release.
        cells={(a) =>
          a.key === 'team'
            ? [
                a.label,
                <span key="release">
                  Released by month {teamVesting.totalMonths}: <Link to="#team">Team</Link>
                </span>,
              ]
            : [a.label, a.release]
        }
        tableAttributes={{'data-testid': 'release-table'}}
      />
      {unset.length > 0 && (
        <p data-testid="release-unset">
          {unsetLine}
          {rewards && <NoticeMark field="releaseFacts.emissionSchedule" />}
          {others.length > 0 && <NoticeMark field="releaseFacts.unscheduled" />}
        </p>
      )}
    </>
  );
}
