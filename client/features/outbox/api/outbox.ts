import { useQuery } from '@tanstack/react-query';
import { outboxResponseSchema } from '../../../../common/contracts/outbox.ts';
import { readQuery } from '../../../lib/api.ts';

/** Every stored message, newest first (GET /api/outbox; outside production only). */
export function useOutbox() {
  return useQuery(readQuery('/api/outbox', outboxResponseSchema));
}
