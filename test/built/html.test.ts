/**
 * Checks on the built site (run after `npm run build`): what other programs read.
 * The Nu HTML Checker (vnu-jar, on Java) validates every built page in one run.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import test from 'node:test';
import {builtFiles} from './files';

test('the Nu HTML Checker reports no error on any built page', async () => {
  // The package exports the path of vnu.jar.
  const vnu = String(createRequire(__filename)('vnu-jar'));
  const pages = builtFiles((f) => f.endsWith('.html'));
  assert.ok(pages.length > 0, 'no built pages: run `npm run build` first');
  const run = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...pages], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((err: {stdout?: string; stderr?: string}) => err);
  const report = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as {
    messages: {type: string; url: string; message: string; lastLine?: number; extract?: string}[];
  };
  // The checker predates `<link rel="expect" blocking="render">` (HTML Standard, link type
  // "expect", 2023), which src/ssr/template.ts puts in every page: only that element's report
  // is set aside, quoted or not (minifiers differ); a `blocking` attribute on any other link still fails here.
  const lagging = (m: {message: string; extract?: string}): boolean =>
    m.message.includes('“blocking” attribute') &&
    /<link rel="?expect"? href="?#[\w-]+"? blocking="?render"?/.test(m.extract ?? '');
  const errors = report.messages.filter((m) => m.type === 'error' && !lagging(m));
  assert.deepEqual(
    errors.map((m) => `${m.url.replace(/^.*\/build\//, '')}:${m.lastLine ?? ''} ${m.message}`),
    [],
  );
});
