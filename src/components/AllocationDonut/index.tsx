import type {ReactNode} from 'react';
import Figure from '@site/src/components/Figure';
import {seriesStyle} from '@site/src/components/Figure/palette';
import {useSiteData} from '@site/src/data/context';
import type {Allocation} from '@site/src/data/tokenomics';
import {labelAnchor, polar, ringSegmentPath, sliceAngles} from './geometry';
import styles from './styles.module.css';

interface Props {
  /** The slices, in drawing order (clockwise from the top). */
  readonly allocations?: readonly Allocation[];
  readonly title?: string;
  /** Caption for screen readers only (see Figure). */
  readonly captionHidden?: boolean;
}

const RING = {inner: 48, outer: 92, badge: 70, label: 107} as const;

/**
 * The token allocation as a donut: each slice numbered, its share printed
 * beside it, and a numbered legend with share and token amount. The legend is
 * the text alternative, with each allocation's purpose; the drawing is hidden
 * from assistive technology.
 */
export default function AllocationDonut(props: Props): ReactNode {
  const {token, amount, compact, percent, allocations: allAllocations} = useSiteData();
  const {allocations = allAllocations, title = `${token.ticker} token allocation`, captionHidden} = props;
  const angles = sliceAngles(allocations.map((a) => a.percent));
  const total = allocations.reduce((sum, a) => sum + a.amount, 0);
  return (
    <Figure
      title={title}
      captionHidden={captionHidden}
      summary={`${amount(total)} ${token.ticker} split into ${allocations.length} allocations, each with its share and token amount.`}>
      <div className={styles.layout}>
        <svg className={styles.chart} viewBox="-140 -124 280 248" aria-hidden="true" focusable="false">
          {allocations.map((a, i) => {
            const slice = angles[i]!;
            const badge = polar(RING.badge, slice.mid);
            const label = polar(RING.label, slice.mid);
            return (
              <g key={a.key} style={seriesStyle(i)}>
                <path className={styles.slice} d={ringSegmentPath(RING.inner, RING.outer, slice.start, slice.end)} />
                <circle className={styles.badge} cx={badge.x} cy={badge.y} r={7.5} />
                <text className={styles.badgeText} x={badge.x} y={badge.y} dy="0.35em">
                  {i + 1}
                </text>
                <text className={styles.share} x={label.x} y={label.y} dy="0.35em" textAnchor={labelAnchor(slice.mid)}>
                  {percent(a.percent)}
                </text>
              </g>
            );
          })}
          <text className={styles.centreValue} y={-2}>
            {compact(total)}
          </text>
          <text className={styles.centreLabel} y={16}>
            {token.ticker}
          </text>
        </svg>
        <ol className={styles.legend}>
          {allocations.map((a, i) => (
            <li key={a.key} className={styles.item} style={seriesStyle(i)}>
              <span className={styles.key} aria-hidden="true">
                {i + 1}
              </span>
              <span className={styles.name}>{a.label}</span>
              <span className="sr-only">: </span>
              <span className={styles.values}>
                <strong>{percent(a.percent)}</strong>
                <span className="sr-only">, </span>
                <span className={styles.tokens}>
                  {amount(a.amount)} {token.ticker}
                </span>
              </span>
              <span className="sr-only">. </span>
              <span className={styles.purpose}>{a.purpose}</span>
            </li>
          ))}
        </ol>
      </div>
    </Figure>
  );
}
