/**
 * Look-alikes of an official address, made from it (never typed): the cases of
 * test/unit/verify.test.ts and e2e/verify.spec.ts.
 */

/** Letters of other scripts that look like Latin ones (the tests' own table; the check needs none). */
const lookAlike: Record<string, string> = {a: 'а', c: 'с', e: 'е', i: 'і', o: 'о', p: 'р', s: 'ѕ', x: 'х', y: 'у'};

/** The host of a link ("mailto:a@b.example" → "b.example"). */
export const hostOf = (url: string): string =>
  url.startsWith('mailto:') ? (url.split('@')[1] ?? '') : new URL(url).hostname;

/** True for a link that is a whole host (no path): everything on that host is official. */
export const isWholeHost = (url: string): boolean =>
  !url.startsWith('mailto:') && new URL(url).pathname.replace(/\/+$/, '') === '';

/** The labels of a host and the index of its name ("app.sx-exchange.org" → "sx-exchange"). */
function nameLabel(host: string): {labels: string[]; at: number} {
  const labels = host.split('.');
  return {labels, at: Math.max(0, labels.length - 2)};
}

/** One character of a host's name changed: two different neighbouring letters swapped, else the last doubled. */
export function oneCharChanged(host: string): string {
  const {labels, at} = nameLabel(host);
  const label = labels[at] ?? '';
  for (let i = 0; i + 1 < label.length; i += 1) {
    const [a = '', b = ''] = [label[i], label[i + 1]];
    if (a !== b && /[a-z]/.test(a) && /[a-z]/.test(b)) {
      labels[at] = `${label.slice(0, i)}${b}${a}${label.slice(i + 2)}`;
      return labels.join('.');
    }
  }
  labels[at] = `${label}${label.slice(-1)}`;
  return labels.join('.');
}

/** One character of a name (an account, a handle) changed. */
export const nameChanged = (name: string): string => oneCharChanged(`${name}.x`).replace(/\.x$/, '');

/** The host with a letter of its name replaced by a look-alike of another script, if it has one. */
export function withLookAlikeLetter(host: string): string | undefined {
  const {labels, at} = nameLabel(host);
  const label = labels[at] ?? '';
  const i = [...label].findIndex((c) => c in lookAlike);
  if (i < 0) return undefined;
  labels[at] = `${label.slice(0, i)}${lookAlike[label[i] ?? '']}${label.slice(i + 1)}`;
  return labels.join('.');
}

/** The host under another top-level domain. */
export function otherTld(host: string): string {
  const labels = host.split('.');
  labels[labels.length - 1] = labels[labels.length - 1] === 'com' ? 'net' : 'com';
  return labels.join('.');
}

/** A random 0x address. */
export const randomAddress = (): string =>
  `0x${Array.from({length: 40}, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')}`;

/** A host unrelated to any official one (no official name is within a few edits of it). */
export const unrelatedHost = 'qqzzqq-unrelated.net';
