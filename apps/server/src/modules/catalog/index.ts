// What other modules may use of the catalog module.
export { getCatalog } from './catalog.service.ts';
