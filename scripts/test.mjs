#!/usr/bin/env node
/**
 * `npm test`: every check, with the stages that do not wait for each other run
 * side by side. Each stage is an npm script, so any of them still runs alone.
 * A stage starts once what it needs (`needs`) has passed. The build and then
 * the end-to-end suite are the longest path: each starts as soon as it can;
 * the others fill the time beside them while their weight (`cores`, about the
 * cores the stage keeps busy) fits in twice the machine's cores (the stages
 * wait on disk, the network and timers part of the time; a 2-core machine
 * runs the path and one or two other stages at a time). Each stage's output
 * is printed whole when it ends; the first failing stage stops the run (the
 * others are ended) and its output is printed last. At the end, a table of
 * each stage's start, wall time and the load average then. The end-to-end
 * tests that measure time (tagged @quiet) run last, alone.
 *
 *   npm test                          every stage
 *   node scripts/test.mjs lint unit   these and what they need
 */
import {spawn} from 'node:child_process';
import {availableParallelism, loadavg} from 'node:os';

/** The stages, in the order they start when several could. `path`: on the longest path, started as soon as they can. */
export const stages = [
  {name: 'tools', run: 'node --import tsx scripts/ensure-tools.mjs', cores: 1},
  {name: 'build', run: 'npm run build', needs: ['tools'], cores: 2, path: true},
  {name: 'e2e', run: 'npm run test:e2e -- --grep-invert @quiet', needs: ['build'], cores: 2, path: true},
  {name: 'lint', run: 'npm run lint', needs: ['tools'], cores: 1},
  {name: 'unit', run: 'npm run test:unit', needs: ['tools'], cores: 1},
  {name: 'release', run: 'npm run test:release', needs: ['tools'], cores: 2},
  {name: 'built', run: 'npm run test:built', needs: ['build'], cores: 1},
  {name: 'phase', run: 'npm run test:phase', env: {PHASE_REUSE_BUILD: 'build'}, needs: ['build'], cores: 2},
  // The end-to-end tests that measure main-thread time (tagged @quiet), once nothing else runs.
  {
    name: 'e2e-quiet',
    run: 'npm run test:e2e -- --grep @quiet --pass-with-no-tests',
    needs: ['e2e', 'lint', 'unit', 'release', 'built', 'phase'],
    cores: 2,
    path: true,
  },
];

/** The stages named and those they need, in `stages` order. */
export function selected(names) {
  const wanted = new Set();
  const add = (name) => {
    const stage = stages.find((s) => s.name === name);
    if (!stage) {
      throw new Error(`No stage "${name}": ${stages.map((s) => s.name).join(', ')}`);
    }
    if (!wanted.has(name)) {
      wanted.add(name);
      (stage.needs ?? []).forEach(add);
    }
  };
  (names.length ? names : stages.map((s) => s.name)).forEach(add);
  return stages.filter((s) => wanted.has(s.name));
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

async function main() {
  const todo = selected(process.argv.slice(2));
  const budget = 2 * Math.max(2, availableParallelism());
  const started = Date.now();
  const seconds = (since, until = Date.now()) => Math.round((until - since) / 1000);
  const running = new Map();
  const done = new Set();
  const rows = [];
  let failed = null;

  // Each stage runs in a process group of its own (detached): ended whole, with what it started.
  const stopAll = () => {
    for (const other of running.values()) {
      try {
        process.kill(-other.child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }
  const busy = () => [...running.values()].reduce((sum, r) => sum + r.stage.cores, 0);
  const ready = (s) => !done.has(s.name) && !running.has(s.name) && (s.needs ?? []).every((n) => done.has(n));

  await new Promise((resolve) => {
    const startWhatCan = () => {
      if (failed) {
        return;
      }
      for (const stage of todo.filter(ready)) {
        if (!stage.path && running.size > 0 && busy() + stage.cores > budget) {
          continue;
        }
        const child = spawn('sh', ['-c', stage.run], {
          env: {...process.env, ...stage.env},
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
        const run = {stage, child, output: [], start: Date.now(), load: load()};
        child.stdout.on('data', (d) => run.output.push(d));
        child.stderr.on('data', (d) => run.output.push(d));
        console.log(`▶ ${stage.name} (${stage.run}) at ${seconds(started)} s, load ${run.load}`);
        child.on('close', (code) => {
          running.delete(stage.name);
          const wall = seconds(run.start);
          rows.push([stage.name, seconds(started, run.start), wall, run.load]);
          if (code === 0) {
            done.add(stage.name);
            process.stdout.write(Buffer.concat(run.output));
            console.log(`✔ ${stage.name}: ${wall} s`);
          } else if (!failed) {
            failed = run;
            stopAll();
          }
          if (running.size === 0 && (failed || done.size === todo.length)) {
            resolve();
          } else {
            startWhatCan();
          }
        });
        running.set(stage.name, run);
      }
    };
    startWhatCan();
  });

  console.log('\n| stage | started (s) | wall (s) | load average at its start |\n| --- | ---: | ---: | --- |');
  for (const [name, at, wall, avg] of rows) {
    console.log(`| ${name} | ${at} | ${wall} | ${avg} |`);
  }
  console.log(`| all | 0 | ${seconds(started)} | now ${load()} |`);
  if (failed) {
    process.stdout.write(Buffer.concat(failed.output));
    console.error(`\n✘ ${failed.stage.name} failed (${failed.stage.run}); the stages still running were stopped.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
