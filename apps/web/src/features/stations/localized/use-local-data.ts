import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { localDataQuery } from './local-data-api.ts';

/** The station's local data; nothing is fetched on the national site (no station). */
export function useLocalData(organizationId: number | null) {
  return useQuery({ ...localDataQuery(organizationId ?? 0, apiRequest), enabled: organizationId !== null });
}
