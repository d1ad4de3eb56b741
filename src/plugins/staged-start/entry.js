// The production client entry (see ./index.ts): the core's client entry,
// after the largest groups of modules it imports have run, each group in a
// task of its own. Every module runs once; a later require reuses it.
/* eslint-disable @typescript-eslint/no-require-imports -- a require runs its modules when the stage does; an import would run them all at once */
const stages = [
  () => require('react-dom/client'),
  // Before anything makes the routes (theme-common does): the page on screen keeps its server HTML.
  () => require('@sx/server-html-start').headFromServerHtml(),
  () => require('../../clientModules/docsShell'),
  () => require('../../clientModules/docPageShell'),
  () => require('@sx/core-client-entry'),
];

function run(index) {
  stages[index]();
  if (index + 1 < stages.length) {
    // A message, not a timer: the next stage runs as soon as the browser has handled what waits.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => run(index + 1);
    channel.port2.postMessage(null);
  }
}

run(0);
