import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogPackage, UpdatePackageRequest } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { CATALOG_KEY } from './get-catalog.ts';

export interface PackageUpdateResult {
  package: CatalogPackage;
  /** Approved mentors of the category e-mailed about a price or earning change. */
  mentorsNotified: number;
}

export function updatePackage(change: UpdatePackageRequest): Promise<PackageUpdateResult> {
  return apiPost<PackageUpdateResult>('/admin/update-package', { ...change });
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
  });
}
