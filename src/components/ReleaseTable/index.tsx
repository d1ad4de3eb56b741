import type {ReactNode} from 'react';
import {useSiteData} from '@site/src/data/context';
import DataTable from '@site/src/components/DataTable';
import Link from '@docusaurus/Link';
import {NoticeMark} from '@site/src/components/Placeholder';

const list = new Intl.ListFormat('en', {type: 'conjunction'});

/**
 * When each allocation's tokens can move (src/data/tokenomics.ts `release`):
 * a row per allocation whose release is set, then one line naming the others
 * ("Release schedules of …: not set yet."), marked so the page's notice lists
 * them (src/data/unset.ts: the rewards' emission schedule, the others' releases).
 * The team's lock is stated once, in the Team section: its row gives the total and links there.
 */
export default function ReleaseTable(): ReactNode {
  const {allocations, teamVesting, notSetYet} = useSiteData();
  const unset = allocations.filter((a) => a.release === null);
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
          Release schedules of {list.format(unset.map((a) => a.label))}: {notSetYet}.
          {unset.some((a) => a.key === 'rewards') && <NoticeMark field="releaseFacts.emissionSchedule" />}
          {unset.some((a) => a.key !== 'rewards') && <NoticeMark field="releaseFacts.unscheduled" />}
        </p>
      )}
    </>
  );
}
