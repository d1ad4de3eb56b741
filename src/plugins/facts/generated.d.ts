/** What src/plugins/facts hands the What Changed page (contentLoaded › createData, aliased in configureWebpack). */
declare module '@sx/fact-changes' {
  const data: import('./index').ChangesByVersion;
  export default data;
}
