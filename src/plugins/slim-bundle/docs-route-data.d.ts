// Aliases set by ./index.ts (docsRouteData): JSON the docs plugin writes, or ./no-data.json.
declare module '@sx/docs-plugin-route' {
  const data: unknown;
  export default data;
}
declare module '@sx/current-version-props' {
  const data: unknown;
  export default data;
}
