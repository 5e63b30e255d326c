import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageQueryKeys, type Webinar } from '@neetmentor/contract';
import { apiGet } from '../../../lib/api-client.ts';

/** The current webinar, or null when none is planned (the cacheable GET form). */
export function getWebinar(): Promise<Webinar | null> {
  return apiGet<Webinar | null>('/admin/get-webinar');
}

export const webinarQuery = queryOptions({ queryKey: pageQueryKeys.webinar(), queryFn: getWebinar });

export function useWebinar() {
  return useQuery(webinarQuery);
}
