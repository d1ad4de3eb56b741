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

// A message, not a timer: the stage runs as soon as the browser has handled what waits.
function after(index) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => run(index);
  channel.port2.postMessage(null);
}

function run(index) {
  stages[index]();
  if (index + 1 < stages.length) {
    after(index + 1);
  }
}

// Not even the first stage in the task that evaluates main.js: while main.js's own code is on the
// stack, V8 collecting source positions (as it does while react-dom's module runs) re-parses the
// whole file (V8.CollectSourcePositions → ParseProgram, bench/profile.mjs --load / --trace).
after(0);
