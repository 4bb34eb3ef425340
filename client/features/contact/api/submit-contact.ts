/**
 * POST /api/contact, read the way docs/product.md#contact describes it: the answer is read
 * as JSON for `success` and `hubspot.error`; when the body cannot be parsed, success is the
 * HTTP ok flag; a non-OK status is a failure (its message, contactFailure, is what the debug
 * box shows).
 */
import {
  type ContactRequest,
  type ContactResponse,
  contactResponseSchema,
} from '../../../../common/contact/contract.ts';
import { contactFailure, MalformedAnswerError, send } from '../../../lib/api.ts';

/** The three ways a submission can end well (docs/product.md#contact). */
export type ContactOutcome = 'success' | 'crm-error' | 'not-configured';

/** The outcome of a request the server accepted. */
function outcomeOf(answer: ContactResponse): ContactOutcome {
  if (answer.hubspot?.error) return 'crm-error';
  return answer.success === true ? 'success' : 'not-configured';
}

/**
 * Sends the validated request. Resolves with the outcome; rejects on a non-OK status
 * (ApiRequestError) or a network failure.
 */
export async function submitContact(request: ContactRequest): Promise<ContactOutcome> {
  // The honeypot is only sent when something filled it.
  const { website, ...fields } = request;
  try {
    const answer = await send('/api/contact', {
      method: 'POST',
      body: website ? request : fields,
      response: contactResponseSchema,
      failure: contactFailure,
    });
    return outcomeOf(answer);
  } catch (error) {
    // An OK answer that cannot be read: the request was accepted (the ok flag).
    if (error instanceof MalformedAnswerError) return 'success';
    throw error;
  }
}
