import {startTransition} from 'react';

/**
 * Runs `update` as a transition once the next frame is on screen (a task
 * queued from requestAnimationFrame runs after that frame's paint). Returns
 * a cancel function, for an effect's cleanup.
 */
export function afterNextPaint(update: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => startTransition(update));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
