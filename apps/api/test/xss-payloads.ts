/**
 * Script payloads planted in server HTML and addresses by the XSS tests (apps/api/test/server-html.test.ts,
 * e2e/xss.spec.ts). Every payload that runs sets `window.__xss` (or opens a dialog), and
 * `__xss` appears only inside what would run: in an attribute, a script, a style or a frame.
 * So a clean text may keep the visible words, but never the marker.
 */
export const XSS_MARKER = '__xss';

/** Words each planted text keeps (the harmless part a shopper may still read). */
export const PLANTED_WORDS = 'Planted text stays';

export const HTML_PAYLOADS = [
  `<script>window.${XSS_MARKER}='script'</script>`,
  `<img src=x onerror="window.${XSS_MARKER}='img'">`,
  `<img src=x onerror=alert('${XSS_MARKER}')>`,
  `<a href="javascript:window.${XSS_MARKER}='link'">Planted link</a>`,
  `<a href="&#106;ava&#x09;script:window.${XSS_MARKER}='entity'">Entity link</a>`,
  `<svg onload="window.${XSS_MARKER}='svg'"><circle r="4"></circle></svg>`,
  `<iframe srcdoc="<script>parent.${XSS_MARKER}='iframe'</script>"></iframe>`,
  `<iframe src="javascript:parent.${XSS_MARKER}='iframe-src'"></iframe>`,
  `<style>@import url("https://evil.example/${XSS_MARKER}.css"); body{display:none}</style>`,
  `<div style="position:fixed;inset:0;background:url('https://evil.example/${XSS_MARKER}.png')">Styled</div>`,
  `<object data="javascript:window.${XSS_MARKER}='object'"></object>`,
  `<form action="javascript:window.${XSS_MARKER}='form'"><button formaction="javascript:window.${XSS_MARKER}='button'">Planted button</button></form>`,
  `<details open ontoggle="window.${XSS_MARKER}='details'"><summary>More</summary></details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.${XSS_MARKER}='mxss'">`,
];

/** One server HTML text holding every payload around the words that stay. */
export const PLANTED_HTML = `<p>${PLANTED_WORDS}</p>${HTML_PAYLOADS.join('')}`;

/** Addresses (site settings, logos, pictures' links) that would run or load script. */
export const URL_PAYLOADS = [
  `javascript:window.${XSS_MARKER}='setting'`,
  ` JaVaScRiPt:window.${XSS_MARKER}='setting-case'`,
  `java\tscript:window.${XSS_MARKER}='setting-tab'`,
  `vbscript:msgbox("${XSS_MARKER}")`,
  `data:text/html,<script>window.${XSS_MARKER}='data'</script>`,
];
