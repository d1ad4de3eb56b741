import type {ReactNode} from 'react';
import type {Location} from 'history';

export default function ShownLocation(props: {readonly location: Location; readonly children: ReactNode}): ReactNode;
export function setShownPage(location: Location): void;
export function useShownPage(fallback: Location): Location;
