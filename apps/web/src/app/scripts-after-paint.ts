/**
 * The app's scripts are asked for once the page has painted, not from the head (see "The app's scripts
 * start after the first paint" in docs/decisions.md). The built index.html names them in `<meta>`
 * elements, which fetch nothing, and a small inline script turns them into a module script and its
 * preloads after the first frame. Public pages arrive with their content, so nothing they show waits for
 * the scripts; on a slow line the page's text and pictures no longer share it with 90–120 KB of code.
 */

/** Names the entry module (one per page). */
const ENTRY_META = 'app-entry';
/** Names a module to preload beside it (its imports, and the chunks of the page's lazy parts). */
const MODULE_META = 'app-module';

function metaElement(name: string, file: string): string {
  return `<meta name="${name}" content="${file}">`;
}

/** The marker for a chunk the page needs besides the entry's own, as the server adds them per page. */
export function moduleMeta(file: string): string {
  return metaElement(MODULE_META, file);
}

/**
 * Runs in the page (inline, so it costs no request; the server allows it by its hash), once, and adds the
 * entry script and the preloads:
 * - on a page the server sent with its content, once that content is on the screen: the browser has
 *   reported its first contentful paint and the page's main pictures (`fetchpriority="high"`: a mentor's
 *   photo, a blog's cover, the webinar's poster) are loaded and decoded, and two frames have passed since,
 *   so they are painted too (a frame's own callbacks run before it is shown); or after 3 s, should that
 *   take longer (a picture stuck on a slow line, a page opened in the background, which paints nothing);
 * - on a page the app renders itself (an empty `#root`, such as a signed-in page), at once: nothing is
 *   there to paint before the scripts; likewise in a browser that does not report paints.
 * - at once when the visitor touches the page, presses a key or moves into a field: someone about to
 *   act should not wait for the pictures. What they typed stays in the field for the app to adopt; a tap
 *   that comes before React has started is not replayed (React replays those that come while it brings
 *   the page to life). A link works without the app, and a form's submit button is disabled until then.
 * Always after the document is parsed, so every marker is there. Only the head's markers count: the body
 * holds content people wrote (blogs, the webinar), which must never be able to name a script.
 */
export const START_AFTER_PAINT_SCRIPT = [
  '(()=>{let d=document,started,',
  'start=()=>{if(started)return;started=1;',
  `for(let m of d.head.querySelectorAll('meta[name=${ENTRY_META}],meta[name=${MODULE_META}]')){`,
  `let e=m.name=='${ENTRY_META}',s=d.createElement(e?'script':'link');`,
  "e?(s.type='module',s.src=m.content):(s.rel='modulepreload',s.href=m.content);d.head.append(s)}},",
  'parsed=()=>{',
  "for(let t of['pointerdown','keydown','focusin'])d.addEventListener(t,start,{capture:!0,once:!0});",
  "if(!d.getElementById('root').firstChild)return start();",
  'setTimeout(start,3e3);',
  "try{if(!PerformanceObserver.supportedEntryTypes.includes('paint'))return start();",
  "new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint')[0]){o.disconnect();",
  "Promise.all([...d.querySelectorAll('img[fetchpriority=high]')].map(i=>i.decode().catch(()=>0)))",
  '.then(()=>requestAnimationFrame(()=>requestAnimationFrame(start)))}})',
  ".observe({type:'paint',buffered:!0})}catch{start()}};",
  "d.readyState=='loading'?d.addEventListener('DOMContentLoaded',parsed):parsed()})()",
].join('');

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The build's index.html with its module script and preloads turned into markers, and the script that
 * starts them after the first paint put in their place. Fails on a page without exactly one module script,
 * which would otherwise be left without its app.
 */
export function deferAppScripts(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || !entry) {
    throw new Error(`index.html should load one module script, found ${entries.length}`);
  }
  // The build preloads the entry as well; its script element fetches it already.
  const modules = [...html.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1] ?? '')
    .filter((file) => file !== entry);
  const markers = [
    metaElement(ENTRY_META, entry),
    ...modules.map(moduleMeta),
    `<script>${START_AFTER_PAINT_SCRIPT}</script>`,
  ].join('\n    ');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, '')
    .replace('</head>', () => `  ${markers}\n  </head>`);
}
