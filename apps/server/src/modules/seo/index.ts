// What the web-app plugin may use of the seo module.
export { resolvePageMeta, isMissing, localizeMeta, type PageMeta } from './page-meta.ts';
export { findDataPage, type DataPage, type MissingPage } from './page-data.ts';
