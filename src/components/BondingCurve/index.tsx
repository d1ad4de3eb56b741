import type {ReactNode} from 'react';
import Figure from '@site/src/components/Figure';
import {seriesStyle} from '@site/src/components/Figure/palette';
import type {Plot} from '@site/src/components/Figure/geometry';
import {curvePaths, curvePoints, curveScales, illustrativePrice} from './geometry';
import styles from './styles.module.css';

interface Props {
  readonly title?: string;
}

const PLOT: Plot = {width: 372, height: 236, left: 28, right: 128, top: 34, bottom: 34};

/**
 * An illustration (not to scale, no real prices) of a launched token's
 * bonding curve: price rising with the supply sold, and the point where the
 * curve is full and its liquidity moves to SX Exchange or another exchange.
 */
export default function BondingCurve({title = 'Price along a bonding curve'}: Props): ReactNode {
  const {line, area} = curvePaths(curvePoints(40), PLOT);
  const {x, y} = curveScales(PLOT);
  const full = {x: x(1), y: y(illustrativePrice(1))};
  const start = {x: x(0), y: y(illustrativePrice(0))};
  const base = y(0);
  const box = {x: full.x + 26, y: full.y + 6, width: PLOT.width - full.x - 28, height: 64};
  return (
    <Figure
      title={title}
      summary="The price of a launched token rises as more of its supply is bought on the curve. When the curve is full, its liquidity moves to SX Exchange or another exchange, where trading continues."
      pictureNote="Illustration, not to scale.">
      <svg className={styles.chart} viewBox={`0 0 ${PLOT.width} ${PLOT.height}`} aria-hidden="true" focusable="false">
        <text className={styles.tag} x={PLOT.width - 2} y={12} textAnchor="end">
          Illustrative, not to scale
        </text>
        {/* Axes with arrowheads: supply to the right, price up. */}
        <path className={styles.axis} d={`M ${x(0)} ${base} H ${full.x + 8} M ${x(0)} ${base} V ${PLOT.top - 10}`} />
        <path
          className={styles.axis}
          d={`M ${x(0) - 4} ${PLOT.top - 5} L ${x(0)} ${PLOT.top - 10} L ${x(0) + 4} ${PLOT.top - 5}`}
        />
        <path
          className={styles.axis}
          d={`M ${full.x + 3} ${base - 4} L ${full.x + 8} ${base} L ${full.x + 3} ${base + 4}`}
        />
        <text className={styles.label} x={x(0) + 6} y={PLOT.top - 2}>
          Price
        </text>
        <text className={styles.label} x={(x(0) + full.x) / 2} y={base + 20} textAnchor="middle">
          Supply sold on the curve
        </text>
        <g style={seriesStyle(0)}>
          <path className={styles.area} d={area} />
          <path className={styles.curve} d={line} />
          <circle className={styles.dot} cx={start.x} cy={start.y} r={4} />
          <circle className={styles.dot} cx={full.x} cy={full.y} r={4.5} />
        </g>
        <text className={styles.note} x={start.x + 10} y={start.y - 12}>
          Launch
        </text>
        <line className={styles.full} x1={full.x} x2={full.x} y1={full.y} y2={base} />
        <text className={styles.note} x={full.x - 8} y={full.y + 4} textAnchor="end">
          Curve full
        </text>
        {/* Liquidity moves from the full curve to the exchange. */}
        <g style={seriesStyle(4)}>
          <path className={styles.move} d={`M ${full.x + 7} ${full.y} H ${box.x - 3}`} />
          <path
            className={styles.move}
            d={`M ${box.x - 8} ${full.y - 5} L ${box.x - 3} ${full.y} L ${box.x - 8} ${full.y + 5}`}
          />
          <rect className={styles.box} x={box.x} y={box.y - 26} width={box.width} height={box.height} rx={6} />
        </g>
        <text className={styles.boxText} x={box.x + box.width / 2} y={box.y - 8} textAnchor="middle">
          <tspan x={box.x + box.width / 2}>Liquidity</tspan>
          <tspan x={box.x + box.width / 2} dy="1.25em">
            moves to
          </tspan>
          <tspan x={box.x + box.width / 2} dy="1.25em">
            an exchange
          </tspan>
        </text>
      </svg>
    </Figure>
  );
}
