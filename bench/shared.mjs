/** Small pieces the benchmark scripts share. */
import {createServer} from 'node:net';

/** A free TCP port on 127.0.0.1, for a benchmark's own server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Queries the search benchmarks time and compare engines on (the quality set is search-queries.json). */
export const smokeQueries = [
  'how do I connect my wallet',
  'what is the swap fee',
  'when do presale tokens arrive',
  'tokenom',
  'slipage',
  'bridg',
  'tokenomics',
  'governance',
];
