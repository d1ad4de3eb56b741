// Ejected to show the spec's router fallback ("Unexpected Application Error!", "404 Not Found").
import type {ReactNode} from 'react';
import ErrorScreen from '@site/src/components/ErrorScreen';
import {ui} from '@site/src/data/ui';

export default function NotFoundContent(): ReactNode {
  return <ErrorScreen detail={ui.notFoundStatus} />;
}
