import type {ReactNode} from 'react';

/** Diagonal hatching for an SVG figure's <defs>, so a marked part reads without colour too. */
export default function HatchPattern({id, size, className}: {id: string; size: number; className?: string}): ReactNode {
  return (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <line x1="0" y1="0" x2="0" y2={size} className={className} />
    </pattern>
  );
}
