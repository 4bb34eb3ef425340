import { useQuery } from '@tanstack/react-query';
import { outboxResponseSchema } from '../../../../common/mail/contract.ts';
import { readQuery } from '../../../lib/api.ts';

/**
 * The stored messages to the signed-in user (every message, to an administrator), newest
 * first (GET /api/outbox; outside production only).
 */
export function useOutbox() {
  return useQuery(readQuery('/api/outbox', outboxResponseSchema));
}
