/**
 * The page change (src/plugins/page-change): its PendingNavigation sets the
 * slice length of React's scheduler while the next page renders, which only
 * works on the copy of the scheduler that react-dom itself runs on.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';

test('the scheduler the page change tunes is the one react-dom uses', () => {
  const ours = require.resolve('scheduler');
  const reactDoms = require.resolve('scheduler', {paths: [path.dirname(require.resolve('react-dom/package.json'))]});
  assert.equal(
    ours,
    reactDoms,
    'react-dom resolves another copy of `scheduler` than the site: set the site\'s "scheduler" dependency in ' +
      "package.json to the range react-dom asks for, so the page change's slice length reaches React",
  );
});
