/**
 * bench/PERF.md is a short design note (issue 38): what is done for speed and
 * why, with the current figures; the history lives in git. It stays within
 * 10 KB, and every file it names exists, so a move or a rename updates it.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';

const root = path.join(__dirname, '..', '..');
const note = readFileSync(path.join(root, 'bench/PERF.md'), 'utf8');
const maxBytes = 10_000;

test('bench/PERF.md stays a short note', () => {
  const bytes = Buffer.byteLength(note);
  assert.ok(
    bytes <= maxBytes,
    `bench/PERF.md is ${bytes} bytes, over ${maxBytes}: say what is done for speed and why with today's figures, and leave the history to git`,
  );
});

/** A path as written in the note: exact, or a module named without its extension. */
function exists(rel: string): boolean {
  const file = path.join(root, rel);
  if (existsSync(file)) return true;
  const dir = path.dirname(file);
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(`${path.basename(file)}.`));
}

test('every file bench/PERF.md names exists', () => {
  const named = [...note.matchAll(/`((?:src|bench|test|e2e|scripts)\/[^`\s]+)/g)].map((m) => m[1]!);
  assert.ok(named.length > 0, 'bench/PERF.md names no file');
  const missing = [...new Set(named)].filter((rel) => !exists(rel.replace(/\/$/, '')));
  assert.deepEqual(missing, [], `bench/PERF.md names files that do not exist: update the note`);
});
