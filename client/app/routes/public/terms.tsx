import { TERMS_OF_SERVICE } from '../../../config/legal.ts';
import { LegalDocument } from '../../../features/marketing/index.tsx';

/** /terms: acceptance, changes, eligibility (18+), security, conduct, contact. */
export function Component() {
  return <LegalDocument document={TERMS_OF_SERVICE} />;
}
