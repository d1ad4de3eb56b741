/** What src/plugins/facts hands the What Changed page (contentLoaded › createData). */
declare module '@generated/sx-facts/default/changes.json' {
  const data: import('./index').ChangesByVersion;
  export default data;
}
