import {useId, type ReactNode} from 'react';
import Figure from '@site/src/components/Figure';
import {seriesStyle} from '@site/src/components/Figure/palette';
import {useSiteData} from '@site/src/data/context';
import {areaPath, corners, linePath, sampleMonths, scales, type Plot} from './geometry';
import styles from './styles.module.css';
import HatchPattern from '../Figure/HatchPattern';

interface Props {
  readonly title?: string;
  /** Caption for screen readers only (see Figure). */
  readonly captionHidden?: boolean;
}

const PLOT: Plot = {width: 360, height: 232, left: 46, right: 14, top: 22, bottom: 46};
/** A tick every year. */
const TICK_MONTHS = 12;

/**
 * Team tokens unlocked over time: flat at zero through the cliff, then linear
 * to the whole team allocation. The curve is drawn from `teamUnlockedAt`;
 * a table of the yearly values is its text alternative.
 */
export default function TeamVestingChart({title = 'Team token vesting', captionHidden}: Props): ReactNode {
  const hatchId = `${useId()}hatch`;
  const {allocation, teamUnlockedAt, teamVesting, token, amount, compact} = useSiteData();
  const total = allocation('team').amount;
  const {cliffMonths, releaseMonths, totalMonths} = teamVesting;
  const points = corners(sampleMonths(teamUnlockedAt, totalMonths));
  const s = scales(PLOT, totalMonths, total);
  const ticks = sampleMonths(teamUnlockedAt, totalMonths, TICK_MONTHS);
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * total);
  const baseY = s.y(0);
  const end = {x: s.x(totalMonths), y: s.y(total)};
  return (
    <Figure
      title={title}
      captionHidden={captionHidden}
      summary={`The team allocation of ${amount(total)} ${token.ticker} is locked for the first ${cliffMonths} months, then unlocks linearly over ${releaseMonths} months: all of it is unlocked after ${totalMonths} months.`}>
      <svg className={styles.chart} viewBox={`0 0 ${PLOT.width} ${PLOT.height}`} aria-hidden="true" focusable="false">
        <defs>
          <HatchPattern id={hatchId} size={6} className={styles.hatch} />
        </defs>
        {/* Locked period: hatched, so it reads without colour too. */}
        <rect
          x={s.x(0)}
          y={PLOT.top}
          width={s.x(cliffMonths) - s.x(0)}
          height={baseY - PLOT.top}
          fill={`url(#${hatchId})`}
        />
        <text className={styles.note} x={(s.x(0) + s.x(cliffMonths)) / 2} y={PLOT.top + 14} textAnchor="middle">
          Locked
        </text>
        {yTicks.map((v) => (
          <g key={v}>
            <line className={styles.grid} x1={PLOT.left} x2={PLOT.width - PLOT.right} y1={s.y(v)} y2={s.y(v)} />
            <text className={styles.tick} x={PLOT.left - 6} y={s.y(v)} dy="0.35em" textAnchor="end">
              {compact(v)}
            </text>
          </g>
        ))}
        {ticks.map((p) => (
          <text key={p.month} className={styles.tick} x={s.x(p.month)} y={baseY + 16} textAnchor="middle">
            {p.month}
          </text>
        ))}
        <text
          className={styles.axis}
          x={(PLOT.left + PLOT.width - PLOT.right) / 2}
          y={PLOT.height - 6}
          textAnchor="middle">
          Months
        </text>
        <g style={seriesStyle(0)}>
          <path className={styles.area} d={areaPath(points, s)} />
          <path className={styles.line} d={linePath(points, s)} />
          <circle className={styles.dot} cx={s.x(cliffMonths)} cy={baseY} r={4} />
          <circle className={styles.dot} cx={end.x} cy={end.y} r={4} />
        </g>
        <text className={styles.note} x={end.x - 8} y={end.y - 9} textAnchor="end">
          All {compact(total)} unlocked
        </text>
        <text className={styles.axis} x={PLOT.left} y={12} textAnchor="end">
          {token.ticker}
        </text>
      </svg>
      {/* The wrapper, not the table, is visually hidden: the docs theme sizes tables in prose. */}
      <div className="sr-only">
        <table>
          <caption>Team tokens unlocked, by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{token.ticker} unlocked</th>
            </tr>
          </thead>
          <tbody>
            {ticks.map((p) => (
              <tr key={p.month}>
                <td>{p.month}</td>
                <td>{amount(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Figure>
  );
}
