/*
 * Hostile HTML for the tests: the unit tests feed it to the sanitiser, and the demo
 * upstream serves it (fault mode `hostile-html`) so that the browser tests can show that
 * none of it runs on a real page. A payload that runs sets `window.__xss`.
 */

/**
 * Known ways to run script through HTML (after the OWASP XSS filter evasion cheat sheet and
 * html5sec.org). None may leave anything executable behind.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss = 1</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror="window.__xss = 1">',
  '<img src="javascript:window.__xss=1">',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<img src=`javascript:window.__xss=1`>',
  '<img """><script>window.__xss=1</script>">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">click</a>',
  '<a href=" &#14;  javascript:window.__xss=1">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<body onload="window.__xss=1">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<p style="width: expression(window.__xss=1)">x</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror="window.__xss=1"></audio>',
  '<marquee onstart="window.__xss=1">x</marquee>',
  '<a href="#" onclick="window.__xss=1">click</a>',
  '<div onmouseover="window.__xss=1">hover</div>',
  '<<script>script>window.__xss=1<</script>/script>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<img src="//evil.example/pixel.png">',
  '<a href="https://example.org/" target="_blank">new tab</a>',
];

/** Every payload in one HTML field, each in its own paragraph. */
export const HOSTILE_HTML = XSS_PAYLOADS.map((payload) => `<p>${payload}</p>`).join('\n');
