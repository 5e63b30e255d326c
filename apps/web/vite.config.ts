import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { deferAppScripts } from './src/app/scripts-after-paint.ts';

/**
 * The server sends public pages with their content, so the app's scripts are not needed for the first
 * paint: the built page asks for them once it has painted (see `src/app/scripts-after-paint.ts`).
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferAppScripts },
  };
}

/**
 * The small modules nearly every public page loads (link button, icons, picture sizes, page head, the API
 * client, the route table, formatting and mutations, MUI's default props), as one chunk. Left to itself
 * the bundler gives each its own chunk, shared by the pages that use it: a dozen extra files per page, each
 * compressed without the others' context, which cost about 1 KB gzip on every page. Only the listed
 * modules join (`includeDependenciesRecursively: false`); a module missing from the list still works, in a
 * chunk of its own.
 */
const SHELL_CHUNK = {
  name: 'shell',
  test: new RegExp(
    [
      String.raw`src[\\/]components[\\/](button-link|icons|visually-hidden|star-rating|mentor-avatar|brand-logo)\.tsx$`,
      String.raw`src[\\/]app[\\/]layouts[\\/]whatsapp-link\.tsx$`,
      String.raw`src[\\/]lib[\\/](picture-sources|page-head|api-client|auth-storage|use-hydrated|typed-before-hydration)\.tsx?$`,
      String.raw`contract[\\/]src[\\/](format|rules|page-text|routes)\.ts$`,
      // Left to the bundler, these leave the entry for a chunk of their own once a lazy module reaches MUI's
      // Popover (the notification bell's panel): one more file on every page.
      String.raw`node_modules[\\/]@mui[\\/](material|system)[\\/](DefaultPropsProvider|useThemeWithoutDefault)[\\/]`,
      String.raw`node_modules[\\/](clsx[\\/]|@mui[\\/]utils[\\/]resolveProps[\\/])`,
      String.raw`@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/](mutation|mutationObserver))\.js$`,
    ].join('|'),
  ),
  includeDependenciesRecursively: false,
};

/**
 * React Router, in a chunk of its own as the bundler would make it were the public layout in the entry: in
 * the entry, the shell chunk, which the entry imports, would import it back from there, and the links the
 * shell builds at its start would find it not yet run.
 */
const ROUTER_CHUNK = {
  name: 'router',
  test: /node_modules[\\/]react-router[\\/]/,
  includeDependenciesRecursively: false,
};

/**
 * The mentor card and the blog card, with the blog list they show, as one chunk: the home page shows
 * both, the directory and the blogs page one each. One file on the home page, the heaviest public page,
 * weighs less than two.
 */
const CARDS_CHUNK = {
  name: 'cards',
  test: /src[\\/](components[\\/](mentor-card|blog-card)\.tsx|lib[\\/]api[\\/]get-blogs\.ts)$/,
  includeDependenciesRecursively: false,
};

/**
 * What the sign-in screens (login, sign-up, forgot password, admin login) load besides their page, as four
 * chunks instead of some forty: the form every one of them shows (MUI's button and outlined field with the
 * helpers they share, the auth layout and card), the password field with its icons and notices (all but
 * forgot password), the Student/Mentor tabs with the check boxes and social sign-in (login and sign-up), and
 * the sign-up's native select. Each small file was compressed on its own; grouped, the login screen carries
 * about 10 KB gzip less. The signed-in areas, which use the same controls, then find them in the cache.
 * Only the listed modules join (`includeDependenciesRecursively: false`); a module missing from a list still
 * works, in a chunk of its own. None may be a module the public pages load, or they would load its chunk.
 */
const MUI = String.raw`node_modules[\\/]@mui[\\/]`;
const SIGN_IN_FORM_CHUNK = {
  name: 'sign-in-form',
  test: new RegExp(
    [
      String.raw`src[\\/]components[\\/](text-field|email-field|lazy-error-dialog)\.tsx$`,
      String.raw`src[\\/]lib[\\/](use-opened-once\.ts|lazy-on-first-open\.tsx)$`,
      String.raw`src[\\/]app[\\/]layouts[\\/]auth-(layout|slideshow)\.tsx$`,
      String.raw`src[\\/]features[\\/]auth[\\/]components[\\/]auth-card\.tsx$`,
      String.raw`${MUI}material[\\/](Button|ButtonBase|ButtonGroup|CircularProgress|useLazyRipple|FormControl|FormLabel|InputLabel|InputBase|OutlinedInput|FormHelperText|TextareaAutosize|Stack|transitions)[\\/]`,
      String.raw`${MUI}material[\\/]Select[\\/]selectClasses\.`,
      String.raw`${MUI}material[\\/]styles[\\/](useTheme|reducedMotion)\.`,
      String.raw`${MUI}material[\\/]utils[\\/](useId|useEventCallback|useFocusableWhenDisabled|useForkRef|useSlot|mergeSlotProps|debounce|ownerWindow|ownerDocument|capitalize|memoTheme|createSimplePaletteValueFilter|getActiveElement|contains|useEnhancedEffect|isMuiElement)\.`,
      String.raw`${MUI}utils[\\/](isFocusVisible|useOnMount|useTimeout|useForkRef|useEventCallback|useLazyRef|isHostComponent|appendOwnerState|resolveComponentProps|isEventHandler|extractEventHandlers|omitEventHandlers|mergeSlotProps|ClassNameGenerator|generateUtilityClass|generateUtilityClasses|composeClasses|ownerDocument|ownerWindow|getActiveElement|contains|setRef|debounce|isMuiElement)[\\/]`,
      String.raw`${MUI}system[\\/](Stack|memoTheme|useThemeProps|styled)[\\/]`,
    ].join('|'),
  ),
  includeDependenciesRecursively: false,
};
const SIGN_IN_PASSWORD_CHUNK = {
  name: 'sign-in-password',
  test: new RegExp(
    [
      String.raw`src[\\/]components[\\/](password-field|account-icons)\.tsx$`,
      String.raw`src[\\/]lib[\\/]signed-in\.ts$`,
      String.raw`src[\\/]features[\\/]auth[\\/]components[\\/]session-ended-notice\.tsx$`,
      String.raw`${MUI}material[\\/](IconButton|InputAdornment|SvgIcon|Alert|Paper|Typography)[\\/]`,
      String.raw`${MUI}material[\\/]internal[\\/]svg-icons[\\/](SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined|Close)\.`,
    ].join('|'),
  ),
  includeDependenciesRecursively: false,
};
const SIGN_IN_TABS_CHUNK = {
  name: 'sign-in-tabs',
  test: new RegExp(
    [
      String.raw`src[\\/]features[\\/]auth[\\/](components[\\/](role-tabs|social-sign-in)\.tsx|return-path\.ts|api[\\/]sign-in-with-google\.ts)$`,
      String.raw`${MUI}material[\\/](Checkbox|FormControlLabel)[\\/]`,
      String.raw`${MUI}material[\\/]internal[\\/](SwitchBase|switchBaseClasses|svg-icons[\\/](CheckBox|CheckBoxOutlineBlank|IndeterminateCheckBox))\.`,
      String.raw`${MUI}material[\\/]utils[\\/]useControlled\.`,
      String.raw`${MUI}utils[\\/]useControlled[\\/]`,
    ].join('|'),
  ),
  includeDependenciesRecursively: false,
};
const SIGN_UP_CHUNK = {
  name: 'sign-up',
  test: new RegExp(
    [
      String.raw`src[\\/]components[\\/]native-select\.tsx$`,
      String.raw`src[\\/]features[\\/]auth[\\/]mentor-application-draft\.ts$`,
      String.raw`${MUI}material[\\/](NativeSelect|Input)[\\/]`,
      String.raw`${MUI}material[\\/]internal[\\/]svg-icons[\\/]ArrowDropDown\.`,
      String.raw`${MUI}utils[\\/]getReactElementRef[\\/]`,
    ].join('|'),
  ),
  includeDependenciesRecursively: false,
};

/**
 * The app is written against React's API and its component tests run on React; the browser and the
 * prerender get Preact's compatibility layer instead, about 60 KB gzip less JavaScript on every page
 * (see "Shipped on Preact's compatibility layer" in docs/decisions.md). The end-to-end tests run on this.
 */
const PREACT_ALIASES = [
  {
    find: /^react-dom\/static$/,
    replacement: fileURLToPath(new URL('src/preact/react-dom-static.ts', import.meta.url)),
  },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** zod without its `new Function` check, which the content security policy reports (src/lib/zod-without-eval.ts). */
const ZOD_ALIAS = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('src/lib/zod-without-eval.ts', import.meta.url)),
};

const API_ORIGIN = 'http://localhost:3000';
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), scriptsAfterFirstPaint()],
  resolve: { alias: [ZOD_ALIAS, ...PREACT_ALIASES] },
  build: {
    // Pictures stay separate, cacheable files instead of base64 inside the JavaScript budget; the
    // prerender bundle must name them the same way, or the server's HTML would differ from the app's.
    assetsInlineLimit: 0,
    ...(isSsrBuild
      ? {
          // The server's prerender bundle (`vite build --ssr`), kept out of the public folder.
          outDir: 'dist-ssr',
          emptyOutDir: true,
          copyPublicDir: false,
        }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          // Tells the prerender bundle which chunks each page needs, so the HTML can preload them.
          manifest: true,
          // Every browser the build targets supports modulepreload natively.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: {
              index: fileURLToPath(new URL('index.html', import.meta.url)),
              // The signed-in main pages' own small script, started before the app (src/early-reads/).
              'signed-in-early-reads': fileURLToPath(
                new URL('src/early-reads/signed-in-pages.ts', import.meta.url),
              ),
            },
            output: {
              codeSplitting: {
                groups: [
                  SHELL_CHUNK,
                  CARDS_CHUNK,
                  ROUTER_CHUNK,
                  SIGN_IN_FORM_CHUNK,
                  SIGN_IN_PASSWORD_CHUNK,
                  SIGN_IN_TABS_CHUNK,
                  SIGN_UP_CHUNK,
                ],
              },
            },
          },
        }),
  },
  // The prerender bundle carries everything it imports (the contract is TypeScript source Node cannot load),
  // with React's production build: left to Node, `react` would pick its development build (the server
  // runs without NODE_ENV=production, which means more there), several times slower to render a page.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/dev': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
}));
