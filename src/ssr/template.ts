/**
 * The page template (siteConfig.ssrTemplate): Docusaurus's default, except
 * that the scripts are requested only once the server-rendered page has
 * painted. With plain `defer` a fast or cached load runs React (the whole
 * bundle, then hydration) before the first paint, which on a slow phone delays
 * the first and largest paint by that much; here the text paints first and
 * React hydrates it right after. The scripts are not preloaded either: on a
 * slow link ~95 KiB of preloaded JS shares the bandwidth with the render-
 * blocking CSS (measured with Lighthouse mobile on /tokenomics: first paint
 * 1.61 s with preload, 0.92 s without). Until React has hydrated, the page is
 * plain HTML whose links work.
 *
 * "Painted" is the browser's first-contentful-paint entry, which arrives once
 * the frame is on screen (a timer queued from requestAnimationFrame can fire
 * between the frame's paint and its presentation). Where paint timing
 * is not supported, that rAF timer is the fallback; in a background tab (no
 * frames, no paint) the scripts run at once, and if nothing has painted after
 * two seconds they run anyway.
 *
 * The first paint also waits for the whole page to be parsed (`rel=expect`
 * with `blocking=render`, naming the loader at the end; browsers without it
 * ignore the hint). Otherwise a slow phone's parser stops partway, the top
 * paints, and the rest of a long page is laid out in one task of 130–400 ms
 * at 8× CPU slowdown, just after the first paint, while the reader starts to
 * scroll. That layout shapes the page's text for the first time and
 * costs the same whenever it runs; here it runs before anything is on screen.
 */
const loader = [
  'var s=<%~ JSON.stringify(it.scripts.map((s) => it.baseUrl + s)) %>,d=0,P=window.PerformanceObserver;',
  'function r(){if(d++)return;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.head.appendChild(e)})}',
  'if(document.hidden)r();',
  'else if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(r)}}).observe({type:"paint",buffered:!0});',
  'document.addEventListener("visibilitychange",r);setTimeout(r,2e3)}',
  'else requestAnimationFrame(function(){setTimeout(r)})',
].join('');

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <link rel="expect" href="#sx-end" blocking="render" />
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script id="sx-end">${loader}</script>
  </body>
</html>
`
  // siteConfig also ships in the client bundle: keep the template small.
  .replace(/\n\s*/g, '');
