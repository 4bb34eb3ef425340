/**
 * The form's validation: the server's own zod schema (SPEC point 5). It is a chunk of its
 * own, loaded when the visitor first reaches into the form, so the contact page becomes
 * interactive without evaluating zod and the contracts (docs/decisions/078-contact-form-loading.md).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema } from '../../../common/contracts/contact.ts';

export const contactResolver = zodResolver(contactRequestSchema);
