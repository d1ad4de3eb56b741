/** What src/plugins/facts hands the What Changed page (contentLoaded › createData, aliased in configureWebpack). */
declare module '@sx/fact-changes' {
  const data: import('./index').ChangesData;
  export default data;
}
