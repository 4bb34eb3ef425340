/** The audit trail (decision 098): a filtered page after a cursor, and its CSV export. */
import { useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditFilterInput } from '../../../../common/audit/contract.ts';
import { readQuery } from '../../../lib/api.ts';
import { filterQuery } from './admin.ts';

const AUDIT_PATH = '/api/admin/audit';

export function useAuditTrail(filter: AuditFilterInput, cursor: number | undefined) {
  const query = filterQuery({ ...filter, cursor });
  return useQuery(readQuery(`${AUDIT_PATH}?${query}`, auditPageSchema));
}

/** A plain link: the browser streams the file to disk. */
export const auditExportUrl = (filter: AuditFilterInput) =>
  `${AUDIT_PATH}/export.csv?${filterQuery(filter)}`;
