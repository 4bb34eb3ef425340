import { PRIVACY_POLICY } from '../../../config/legal.ts';
import { LegalDocument } from '../../../features/marketing/index.tsx';

/** /privacy: introduction, information collected, its use, contact. */
export function Component() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}
