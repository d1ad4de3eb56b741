/** What src/plugins/facts hands the What Changed page (contentLoaded › createData). */
declare module '@generated/sx-facts/default/changes.json' {
  const data: import('./index').ChangesData;
  export default data;
}
