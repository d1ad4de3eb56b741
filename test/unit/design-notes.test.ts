/**
 * bench/PERF.md and bench/SEARCH.md are short design notes (issues 38 and 40):
 * what is done and why, with the current figures; the history lives in git.
 * Each stays within its size, and every file it names exists, so a move or a
 * rename updates it.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';

const root = path.join(__dirname, '..', '..');
const notes = {'bench/PERF.md': 10_000, 'bench/SEARCH.md': 15_000};

/** A path as written in a note: exact, a module named without its extension, or a pattern (`reader*.json`) one file matches. */
function exists(rel: string): boolean {
  const file = path.join(root, rel);
  if (existsSync(file)) return true;
  const dir = path.dirname(file);
  if (!existsSync(dir)) return false;
  const base = path.basename(file);
  const pattern = new RegExp(`^${base.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}(\\..+)?$`);
  return readdirSync(dir).some((name) => pattern.test(name));
}

for (const [name, maxBytes] of Object.entries(notes)) {
  const note = readFileSync(path.join(root, name), 'utf8');

  test(`${name} stays a short note`, () => {
    const bytes = Buffer.byteLength(note);
    assert.ok(
      bytes <= maxBytes,
      `${name} is ${bytes} bytes, over ${maxBytes}: say what is done and why with today's figures, and leave the history to git`,
    );
  });

  test(`every file ${name} names exists`, () => {
    const named = [...note.matchAll(/`((?:src|bench|test|e2e|scripts)\/[^`\s]+)/g)].map((m) => m[1]!);
    assert.ok(named.length > 0, `${name} names no file`);
    const missing = [...new Set(named)].filter((rel) => !exists(rel.replace(/\/$/, '')));
    assert.deepEqual(missing, [], `${name} names files that do not exist: update the note`);
  });
}
