#!/usr/bin/env node
// The signed-out home as HTML (issue 18, docs/decisions/prerendered-home.md), run by the portal's
// `build` after `vite build`: builds src/prerender/renderHome.tsx as one self-contained module
// (dist/server/home.mjs: a Vite SSR build with the same config, so the same class names, every
// package bundled) and writes dist/home.html, the built index.html with the home's markup beside
// an empty, hidden `#root`, plus its brotli and gzip copies. The lab's server answers `GET /` with
// it (apps/lab-api/src/platform/portal-files.ts), every other page index.html; when it can read
// the publications' first page, it draws the panel into the page with dist/server/home.mjs.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { ElevatedAccessTypes, LocalStorageKeys, LogoutReasonParameter } from '@loci/domain';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(portalDir, 'dist');
const ssrDir = join(distDir, 'server');
// The same names as src/prerender/takeOver.tsx.
const prerenderId = 'loci-prerender';
const offAttribute = 'data-loci-prerender';
const signInFormId = 'loci-prerender-sign-in';
const noncePlaceholder = 'LOCI_CSP_NONCE';

await build({
  root: portalDir,
  configFile: join(portalDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/renderHome.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    minify: true,
    copyPublicDir: false,
    // One file: the server loads it once, never a chunk later.
    rolldownOptions: { output: { entryFileNames: 'home.mjs', codeSplitting: false } },
  },
  // React's production build, as in the browser.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Every package inside (the lab's server has none of the portal's), the kit's compiled styles
  // imported as modules as in the client's build.
  ssr: { noExternal: true },
});
// The client's config compresses what it writes: the server's module is never sent.
for (const file of readdirSync(ssrDir)) {
  if (/\.(br|gz)$/.test(file)) rmSync(join(ssrDir, file));
}
const {
  renderSignedOutHome,
  renderPublicationsPlaceholder,
  renderPublicationsPanel,
  publicationsMarks,
  publicationsPartId,
  publicationsStyleRule,
  themeClasses,
  renderSignedInFrames,
  signedInFramePages,
  signedInFrameNames,
  keptOrderFormKey,
  untouchedNewOrder,
  chosenByTheApp,
  frameLabelScripts,
} = await import(pathToFileURL(join(ssrDir, 'home.mjs')).href);
const rendered = await renderSignedOutHome();

// The publications panel's place, which the lab's server fills with the panel drawn with its
// first page (src/prerender/renderHome.tsx, homeWithPublications).
const placeholder = renderPublicationsPlaceholder();
if (rendered.split(placeholder).length !== 2) {
  throw new Error(`the home's markup has not one publications placeholder (${placeholder})`);
}
const markup = rendered.replace(
  placeholder,
  () => `${publicationsMarks.start}${placeholder}${publicationsMarks.end}`,
);

// A click on "Sign in" before the app has loaded still signs in: the pre-rendered buttons submit a
// form to /signin (which starts the sign-in), the app's own buttons replace them once it draws.
const signInButton = /<button([^>]*)>Sign in<\/button>/g;
const signInButtons = markup.match(signInButton)?.length ?? 0;
if (signInButtons !== 2) {
  throw new Error(`expected the header's and the home's Sign in buttons, found ${signInButtons}`);
}
const withSignInForm = markup.replace(
  signInButton,
  (_button, attributes) =>
    `<button${attributes.replace(/\stype="button"/, '')} type="submit" form="${signInFormId}">Sign in</button>`,
);

// The theme menu and the small-screen Menu button work only with the app: until it takes over they
// are disabled, so that a choice made before is never silently lost (the app's own replace them).
const appOnlyControls = [/<select /g, /<button type="button"([^>]*)>Menu<\/button>/g];
for (const control of appOnlyControls) {
  const found = withSignInForm.match(control)?.length ?? 0;
  if (found !== 1) throw new Error(`expected one ${control} in the home's markup, found ${found}`);
}
const withAppOnlyControlsDisabled = withSignInForm
  .replace(appOnlyControls[0], '<select disabled ')
  .replace(appOnlyControls[1], '<button type="button" disabled$1>Menu</button>');

// The policy allows no `style` attribute (no 'unsafe-inline'; the app sets styles from script,
// which it allows): each becomes a rule of the page's nonce'd style element. Alike declarations
// share one rule; `styleRules` collects them across the markups of one page.
function styleAttributesToRules(markup, styleRules) {
  return markup.replace(/ style="([^"]*)"/g, (_attribute, declarations) => {
    const css = declarations
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');
    const rule = `{${css.replaceAll('<', '\\3c ')}}`;
    let index = styleRules.indexOf(rule);
    if (index < 0) index = styleRules.push(rule) - 1;
    return ` data-loci-style="${index}"`;
  });
}
/** The collected rules, each on its attribute's selector. */
const styleRulesCss = (styleRules) =>
  styleRules.map((rule, index) => `[data-loci-style="${index}"]${rule}`).join('');

const inlineStyles = [];
const styled = styleAttributesToRules(withAppOnlyControlsDisabled, inlineStyles);

// The pre-rendered markup paints with the page's own stylesheet only: a class whose rules are
// in a lazy chunk's stylesheet would paint unstyled, then jump when the app draws.
const index = readFileSync(join(distDir, 'index.html'), 'utf8');
const linked = [...index.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g)].map(
  (match) => match[1],
);
const linkedCss = linked.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
const otherCssFiles = readdirSync(join(distDir, 'assets'))
  .filter((file) => file.endsWith('.css') && !linked.includes(`assets/${file}`))
  .map((file) => readFileSync(join(distDir, 'assets', file), 'utf8'));
const otherCss = otherCssFiles.join('\n');
const classesOf = (html) =>
  new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
const ruled = (css, name) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
const unlinked = [...classesOf(styled)].filter(
  (name) => !ruled(linkedCss, name) && ruled(otherCss, name),
);
if (unlinked.length > 0) {
  throw new Error(`the pre-rendered home uses classes of a lazy stylesheet: ${unlinked.join(' ')}`);
}

// The panel the server draws (here with a sample that takes every branch: a source with and
// without a link, more than one page) is styled by the lazy panel's stylesheet: the page carries
// those rules itself, in its nonce'd style element (a few hundred bytes, no request).
const samplePanel = renderPublicationsPanel({
  totalCount: 25,
  items: ['News', 'Publication'].map((publicationType, index) => ({
    id: String(index + 1),
    publicationType,
    publicationDate: '2026-03-02',
    displayTitle: `Title ${index}`,
    teaser: 'Teaser',
    articleLink: 'https://example.org/a',
    sourceLink: index === 0 ? 'https://example.org/s' : null,
    sourceText: 'Source',
  })),
});
// Its `style` attributes (Radix's tabs: `outline:none`, `animation-duration:0s`) become rules of
// that element too; the server puts in only a panel whose styles are all there.
const panelStyleRules = [
  ...new Set([...samplePanel.matchAll(/ style="([^"]*)"/g)].map((m) => m[1])),
]
  .map(publicationsStyleRule)
  .join('');
const panelClasses = [...classesOf(samplePanel)].filter((name) => !ruled(linkedCss, name));
const panelCss = otherCssFiles.filter((css) => panelClasses.some((name) => ruled(css, name)));
const unstyled = panelClasses.filter((name) => !panelCss.some((css) => ruled(css, name)));
if (unstyled.length > 0) {
  throw new Error(`the publications panel uses classes of no stylesheet: ${unstyled.join(' ')}`);
}

// A visitor whose system is dark (and who chose no scheme) sees the markup in the dark theme: it is
// drawn light, and the dark theme's variables (its rule in the page's stylesheet) are given to its
// root before the first paint, as the app will draw it (its theme menu says System either way).
const darkAttribute = 'data-loci-prerender-dark';
const themeRootClass = new RegExp(`^<div class="[^"]*(?<![\\w-])${themeClasses.light}(?![\\w-])`);
if (!themeRootClass.test(styled)) {
  throw new Error('the pre-rendered markup does not start with the light theme root');
}
const darkVariables = new RegExp(`(?:^|\\})\\.${themeClasses.dark}\\{([^}]*)\\}`).exec(linkedCss);
if (!darkVariables)
  throw new Error(`no rule of the dark theme (${themeClasses.dark}) in the stylesheet`);
const darkRule = `html[${darkAttribute}] #${prerenderId} .${themeClasses.light}{${darkVariables[1]}}`;

// Before the first paint: the markup is hidden when it would not be what the app draws for this
// visitor: a stored user (signed in, or renewing), a chosen scheme (the markup's theme menu says
// System), a cart with tests (the markup says 0), a logout reason in the address (the home says
// why the session ended). Storage refused: hidden too. A dark system: the dark theme (above); the
// page's own `color-scheme` (scroll bars, controls) is set as PortalTheme sets it. Kept tiny; the entry's JS
// is unchanged.
const colorSchemeKey = 'loci-color-scheme'; // src/color-scheme/colorScheme.ts
const offScript = `var h=document.documentElement;try{var s=localStorage,o=s.getItem('${colorSchemeKey}')||(JSON.parse(s.getItem('${LocalStorageKeys.cart}'))||[]).length>0||/[?&]${LogoutReasonParameter}=/.test(location.search);for(var i=0;i<s.length;i++)if(/^oidc\\.user:/.test(s.key(i)))o=1}catch(e){o=1}if(o)h.setAttribute('${offAttribute}','');else{var d=matchMedia('(prefers-color-scheme: dark)').matches;if(d)h.setAttribute('${darkAttribute}','');h.style.colorScheme=d?'dark':'light'}`;
// The server's panel sits in a wrapper without a box (src/prerender/PrerenderedPart.tsx).
const head = `<style nonce="${noncePlaceholder}">html[${offAttribute}] #${prerenderId}{display:none}${darkRule}#${publicationsPartId}{display:contents}${styleRulesCss(inlineStyles)}${panelStyleRules}${panelCss.map((css) => css.replaceAll('</', '<\\/')).join('')}</style><script nonce="${noncePlaceholder}">${offScript}</script>`;

const emptyRoot = '<div id="root"></div>';
if (!index.includes(emptyRoot) || !index.includes('</head>')) {
  throw new Error('dist/index.html has no empty #root: changed index.html?');
}
const page = index
  .replace('</head>', () => `${head}</head>`)
  .replace(
    emptyRoot,
    () =>
      `<div id="${prerenderId}">${styled}<form id="${signInFormId}" action="/signin" hidden></form></div>${publicationsMarks.data}<div id="root" hidden></div>`,
  );
// The markup paints with the HTML and the stylesheet, and now holds the page's largest text: the
// entry script (the app's take-over: the theme and Menu buttons, client-side links) is asked for
// once the page has painted its content (the first-contentful-paint entry), not with the HTML, so
// that it neither delays that paint (its evaluation) nor counts before it: Lighthouse's simulation
// puts every request started before the largest paint in front of it, and started with the HTML
// the entry alone put LCP ~1 s after FCP. When the markup is hidden for this visitor (the app
// paints), or the browser has no paint timing, it is asked for at once; a timer too, as a
// background tab paints nothing.
const entryScript =
  /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"[^>]*><\/script>/g;
const entries = [...page.matchAll(entryScript)];
if (entries.length !== 1) {
  throw new Error('dist/index.html has not one module script: changed index.html?');
}
const entryLoader = `(function(){var d=document,done;function go(){if(done)return;done=1;var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src='${entries[0][1]}';d.head.appendChild(s)}if(d.documentElement.hasAttribute('${offAttribute}'))return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true})}catch(e){return go()}setTimeout(go,1500)})()`;
const homePage = page
  .replace(entryScript, '')
  .replace('</head>', () => `<script nonce="${noncePlaceholder}">${entryLoader}</script></head>`);
const homeFile = join(distDir, 'home.html');

// Compressed copies as precompress.ts writes them for the other files.
const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
function writePage(file, html) {
  const content = Buffer.from(html);
  writeFileSync(file, content);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  console.log(
    `prerender: dist/${file.slice(distDir.length + 1)} (${(content.length / 1024).toFixed(1)} KB)`,
  );
}
writePage(homeFile, homePage);

// The signed-in screens' frames (docs/decisions/prerendered-signed-in-frame.md): each page of
// `signedInFramePages` (the path the server sees: /user-account, /tests/search,
// /test-catalog/requisition) carries, for each of its frames (a view after `#`, or the page itself),
// the shell and the screen as the app draws them once the profile is read (skeletons for its
// lists, blanks for the user's name and accounts), each in a `<template>`. Before the first paint,
// the head's script says whether this visitor sees one (a stored user, a known view, no chosen
// scheme, no cart, the page's own conditions below) and the body's copies the template of the view
// in `location.hash` into `#loci-prerender`; the app takes over once the screen itself has
// committed (prerender/takeOver.tsx, user-account/UserAccountPage.tsx, the catalogue's
// TestSearchPage, requisition/RequisitionPage.tsx).
const frameAttribute = 'data-loci-frame'; // prerender/takeOver.tsx
const blankAttribute = 'data-loci-frame-blank'; // prerender/renderSignedInFrame.tsx
// Nothing in the frame works before the app: its form controls are disabled (nothing typed or
// chosen can be lost); its links are real links.
const withControlsDisabled = (markup) =>
  markup.replace(/<(input|select|textarea|button)(?![^>]*\sdisabled[\s=>])/g, '<$1 disabled');
const elevated = ElevatedAccessTypes.join('|');
// What else keeps a page's frame from this visitor (`o=1`: the app draws something else), with
// `v[1]` the view and `s` the storage; and what the page's script writes into a frame (`p`).
const catalogueFilters = ['category', 'nyApproved', 'conditions', 'genes', 'page']; // @loci/domain's catalogue query
const frameConditions = {
  // The reports need an elevated account (else "no report access").
  'user-account': `if(v[1]==='reports'&&!a.some(function(x){return /^(${elevated})$/.test(x.accessTypeCode)}))o=1;`,
  // No filter but the text in the address (the frame's filters are the empty ones).
  'tests-search': `var q=new URLSearchParams(location.search);if(${JSON.stringify(catalogueFilters)}.some(function(k){return q.has(k)})||q.has('searchType')&&q.get('searchType')!=='Tests')o=1;`,
  // No patient preset from the address, no entries of a new order kept in this browser (the app
  // draws them): the form keeps itself from its first drawing, a kept form like an untouched one
  // (but for what the app chooses) is no one's entries.
  requisition: `var k=JSON.parse(s.getItem('${keptOrderFormKey}')),e=${JSON.stringify(untouchedNewOrder).replaceAll('<', '\\u003c')},c=${JSON.stringify(chosenByTheApp)};if(/[?&]patientId=/.test(location.search)||k&&k.formKey==='new'&&Object.keys(e).some(function(n){return c.indexOf(n)<0&&JSON.stringify(k.values[n])!==JSON.stringify(e[n])}))o=1;`,
};
const frameWrites = {
  // The address's search text in the (disabled) field, as the app's first drawing has it: the
  // results stay skeletons.
  'tests-search': `var i=p.querySelector('input[name="term"]'),w=new URLSearchParams(location.search).get('term');if(i&&w)i.value=w;`,
};
// The blanks for the user's name and chosen account are written from the visitor's own stored
// user (as rememberUser keeps it; never in the build's markup), as text: the frame's texts, and
// their size, are then the app's.
// So are the account selects' options (accountOptions: the approved accounts in the profile's
// order): a select is as wide as its longest option, which decides how the filters' row wraps.
// The account's and the switcher's texts by the app's own formatters (frameLabelScripts).
const fillBlanks = `try{var u=JSON.parse(localStorage.getItem('${LocalStorageKeys.user}'));if(u){var a=(u.accounts||[]).filter(function(x){return x.accessApproved}),c=a.filter(function(x){return x.accountNumber===u.selectedAccountNumber})[0]||a[0],f={name:[u.firstName,u.lastName].filter(Boolean).join(' ')||u.loginEmailAddress,account:c&&${frameLabelScripts.account('c')},switcher:c&&${frameLabelScripts.switcher('c')}};p.querySelectorAll('[${blankAttribute}]').forEach(function(b){var k=b.getAttribute('${blankAttribute}'),t=f[k];if(k==='accounts'){a.forEach(function(x){var o=d.createElement('option');o.value=x.accountNumber;o.textContent=${frameLabelScripts.account('x')};b.parentNode.insertBefore(o,b)});b.remove()}else if(typeof t==='string'&&t)b.replaceWith(t)})}}catch(e){}`;

async function writeFramePage(page) {
  const names = signedInFrameNames(page);
  const frames = await renderSignedInFrames(page);
  const frameStyles = [];
  const frameTemplates = names
    .map((name) => {
      const markup = styleAttributesToRules(withControlsDisabled(frames[name]), frameStyles);
      if (!themeRootClass.test(markup)) {
        throw new Error(`the ${name} frame does not start with the light theme root`);
      }
      return `<template id="loci-frame-${name}">${markup}</template>`;
    })
    .join('');
  // The screens' own rules are in their lazy chunks' stylesheets: the page carries the files that
  // style the frames' classes (the app loads the same rules again with the screen's code). A class
  // with no rule anywhere (a recipe's variant without styles) needs none.
  const frameClasses = [...classesOf(frameTemplates)].filter((name) => !ruled(linkedCss, name));
  const frameCss = otherCssFiles.filter((css) => frameClasses.some((name) => ruled(css, name)));
  // The frame's name from the hash: a view of the page (an empty hash is the first: the app goes
  // there), or for a page without views, an empty hash only.
  const { views } = signedInFramePages[page];
  const frameViewPattern = views.length > 0 ? `^#?(${views.join('|')})?$` : '^#?()$';
  // Before the first paint: a frame only when it is what the app will draw: a stored user (signed
  // in, or renewing; never for a visitor without one) whose summary (`loci.user`, rememberUser's)
  // says registration completed and an approved account (else the app sends them elsewhere), a
  // view the page has a frame of, no chosen scheme, no cart with tests (the frame says 0), and
  // the page's own conditions. Otherwise the frame stays empty and hidden and the app draws as on
  // any page.
  const frameOffScript = `var h=document.documentElement,v;try{var s=localStorage,u=0,o=s.getItem('${colorSchemeKey}')||(JSON.parse(s.getItem('${LocalStorageKeys.cart}'))||[]).length>0;for(var i=0;i<s.length;i++)if(/^oidc\\.user:/.test(s.key(i)))u=1;v=new RegExp('${frameViewPattern}').exec(location.hash);var m=JSON.parse(s.getItem('${LocalStorageKeys.user}')),a=m&&m.portalRegistrationCompleted&&(m.accounts||[]).filter(function(x){return x.accessApproved});if(!u||!v||!a||!a.length)o=1;else{${frameConditions[page] ?? ''}}}catch(e){o=1}if(o)h.setAttribute('${offAttribute}','');else{h.setAttribute('${frameAttribute}',v[1]||'${names[0]}');var d=matchMedia('(prefers-color-scheme: dark)').matches;if(d)h.setAttribute('${darkAttribute}','');h.style.colorScheme=d?'dark':'light'}`;
  // After the templates: the chosen view's frame copied in before the first paint; a hash changed
  // before the app takes over (a link of the frame to another view) copies that view's, or hides it.
  const framePickScript = `(function(){var d=document,h=d.documentElement;function pick(){var p=d.getElementById('${prerenderId}');if(!p)return;var v=h.getAttribute('${frameAttribute}'),t=v&&d.getElementById('loci-frame-'+v);p.textContent='';if(t){p.appendChild(t.content.cloneNode(true));${fillBlanks}${frameWrites[page] ?? ''}}}pick();addEventListener('hashchange',function(){if(!d.getElementById('${prerenderId}')||!h.hasAttribute('${frameAttribute}'))return;var m=new RegExp('${frameViewPattern}').exec(location.hash);if(m)h.setAttribute('${frameAttribute}',m[1]||'${names[0]}');else{h.removeAttribute('${frameAttribute}');h.setAttribute('${offAttribute}','')}pick()})})()`;
  const frameHead = `<style nonce="${noncePlaceholder}">html[${offAttribute}] #${prerenderId}{display:none}${darkRule}[${blankAttribute}]{display:inline-block;vertical-align:middle}${styleRulesCss(frameStyles)}${frameCss.map((css) => css.replaceAll('</', '<\\/')).join('')}</style><script nonce="${noncePlaceholder}">${frameOffScript}</script><script nonce="${noncePlaceholder}">${entryLoader}</script>`;
  const framePage = index
    .replace(entryScript, '')
    .replace('</head>', () => `${frameHead}</head>`)
    .replace(
      emptyRoot,
      () =>
        `<div id="${prerenderId}"></div>${frameTemplates}<script nonce="${noncePlaceholder}">${framePickScript}</script><div id="root" hidden></div>`,
    );
  // The page's file is named after it (apps/lab-api/src/platform/portal-files.ts).
  writePage(join(distDir, `${page}.html`), framePage);
}
for (const page of Object.keys(signedInFramePages)) await writeFramePage(page);
