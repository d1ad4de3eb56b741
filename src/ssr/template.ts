/**
 * The page template (siteConfig.ssrTemplate): Docusaurus's default, except
 * that the scripts are preloaded in <head> and run only after the server-
 * rendered page has painted. With plain `defer` a fast or cached load runs
 * React (the whole bundle, then hydration) before the first paint, which on a
 * slow phone delays the largest paint by that much; here the text paints
 * first and React hydrates it one frame later. In a background tab (no frames)
 * the scripts run at once.
 */
const loader = [
  'var s=<%~ JSON.stringify(it.scripts.map((s) => it.baseUrl + s)) %>,d=0;',
  'function r(){if(d++)return;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}',
  'document.hidden?r():requestAnimationFrame(function(){setTimeout(r)})',
].join('');

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${loader}</script>
  </body>
</html>
`
  // siteConfig also ships in the client bundle: keep the template small.
  .replace(/\n\s*/g, '');
