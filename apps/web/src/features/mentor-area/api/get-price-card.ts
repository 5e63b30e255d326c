import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogPackage } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../../../lib/account-query.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** The packages of the mentor's category with what each completed session earns, from the catalog. */
export function getPriceCard(): Promise<CatalogPackage[]> {
  return apiPost<CatalogPackage[]>('/mentors/price-card', {});
}

export function priceCardQuery() {
  return queryOptions({ queryKey: [...ACCOUNT_QUERY_KEY, 'price-card'], queryFn: getPriceCard });
}

export function usePriceCard() {
  return useQuery(priceCardQuery());
}
