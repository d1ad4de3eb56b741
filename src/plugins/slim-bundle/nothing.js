// Stands in for a component the site switches off (see ./index.ts).
export default function Nothing() {
  return null;
}
