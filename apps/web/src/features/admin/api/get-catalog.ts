import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalog } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-list.ts';

export const CATALOG_KEY = [...ADMIN_KEY, 'catalog'] as const;

/** The package catalog of all four categories, amounts in rupees. */
export function getCatalog(): Promise<Catalog> {
  return apiPost<Catalog>('/admin/packages', {});
}

export const catalogQuery = queryOptions({ queryKey: CATALOG_KEY, queryFn: getCatalog });

export function useCatalog() {
  return useQuery(catalogQuery);
}
