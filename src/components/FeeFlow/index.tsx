import {useId, type ReactNode} from 'react';
import Figure from '@site/src/components/Figure';
import {seriesStyle} from '@site/src/components/Figure/palette';
import {useSiteData} from '@site/src/data/context';
import {feeFlow, type FeeKind, type FeePart} from './flows';
import {segments} from './geometry';
import styles from './styles.module.css';
import HatchPattern from '../Figure/HatchPattern';

interface Props {
  /** Which fee: the swap fee, the staking and farming pool fee, or the launchpad trading fee. */
  readonly kind: FeeKind;
  readonly title?: string;
}

/** Burn parts are orange and hatched; others teal, or slate for an unassigned rest. */
const BAR = {width: 320, height: 16} as const;

function colourSlot(part: FeePart, index: number): number {
  if (part.burn) return 4;
  return index === 0 ? 0 : 8;
}

function shareOfFee(share: number, percent: (value: number) => string): string {
  return share === 1 ? 'all of the fee' : `${percent(share * 100)} of the fee`;
}

/**
 * Where one fee goes: the fee at its source, a bar split to scale, and each
 * part in words. Buyback-and-burn parts are hatched as well as coloured.
 */
export default function FeeFlow({kind, title}: Props): ReactNode {
  const data = useSiteData();
  const model = feeFlow(kind, data);
  const hatchId = `${useId()}hatch`;
  const bars = segments(
    model.parts.map((p) => p.share),
    BAR.width,
  );
  const swatch = (part: FeePart, i: number, x: number, width: number, height: number) => (
    <g key={part.label} style={seriesStyle(colourSlot(part, i))}>
      <rect className={styles.segment} x={x} y={0} width={width} height={height} />
      {part.burn ? <rect x={x} y={0} width={width} height={height} fill={`url(#${hatchId})`} /> : null}
    </g>
  );
  return (
    <Figure title={title ?? model.title}>
      <div className={styles.flow}>
        <p className={styles.source}>
          <span>{model.source}</span>
          <span className="sr-only"> pays a </span>
          <strong className={styles.fee}>{model.fee} fee</strong>
          <span className="sr-only">, split:</span>
        </p>
        <svg className={styles.arrow} viewBox="0 0 12 24" aria-hidden="true" focusable="false">
          <path d="M6 1v20M1 16l5 5 5-5" />
        </svg>
        <svg className={styles.bar} viewBox={`0 0 ${BAR.width} ${BAR.height}`} aria-hidden="true" focusable="false">
          <defs>
            <HatchPattern id={hatchId} size={4} className={styles.hatch} />
          </defs>
          {model.parts.map((part, i) => swatch(part, i, bars[i]!.x, bars[i]!.width, BAR.height))}
        </svg>
        <ul className={styles.parts}>
          {model.parts.map((part, i) => (
            <li key={part.label} className={styles.part}>
              <svg className={styles.swatch} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                {swatch(part, i, 0, 16, 16)}
              </svg>
              <span>
                <span className={styles.partLabel}>{part.label}</span>
                <span className="sr-only">: </span>
                <span className={styles.partAmount}>
                  {part.amount}
                  {model.partsOfTrade ? ` (${shareOfFee(part.share, data.percent)})` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
        {model.note ? <p className={styles.note}>{model.note}</p> : null}
      </div>
    </Figure>
  );
}
