// The screen for a crash at the app's root, outside every page's layout (a crash inside it shows
// ./ErrorPageContent). There is no site context there, so the core's fallback tries the layout and then
// shows a plain screen in inline styles; this is that plain screen with the spec's heading, the message and a
// retry, in the site's classes, as src/clientModules/chunkRecovery.ts draws one without React.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import {ui} from '@site/src/data/ui';
import {messages} from '@site/src/theme/ErrorPageContent';

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl" role="alert">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no theme context here for Heading */}
      <h1>{ui.errorTitle}</h1>
      <p>{messages(error)}</p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {ui.tryAgain}
      </button>
    </main>
  );
}
