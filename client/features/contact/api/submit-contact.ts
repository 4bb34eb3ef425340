/**
 * POST /api/contact, read the way SPEC point 7 describes it (not with the generic helpers):
 * the answer is read as JSON for `success` and `hubspot.error`; when the body cannot be
 * parsed, success is the HTTP ok flag and the message is the status text; a non-OK status is
 * a failure.
 */
import type { ContactRequest } from '../../../../common/contracts/contact.ts';

/** SPEC point 4: the three ways a submission can end well. */
export type ContactOutcome = 'success' | 'crm-error' | 'not-configured';

export class ContactSubmitError extends Error {
  override name = 'ContactSubmitError';
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

interface ContactAnswer {
  success?: unknown;
  hubspot?: { error?: unknown } | null;
  message?: unknown;
  error?: unknown;
}

function readAnswer(text: string, response: Response): ContactAnswer {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as ContactAnswer;
  } catch {
    // Not JSON: fall through.
  }
  return { success: response.ok, message: response.statusText };
}

/** The outcome of a request the server accepted. */
export function outcomeOf(answer: ContactAnswer): ContactOutcome {
  const crmError = answer.hubspot?.error;
  if (answer.success === true && !crmError) return 'success';
  if (crmError) return 'crm-error';
  return 'not-configured';
}

/**
 * Sends the validated request. Resolves with the outcome; rejects with ContactSubmitError
 * (its message is what the debug box shows) on a non-OK status or a network failure.
 */
export async function submitContact(request: ContactRequest): Promise<ContactOutcome> {
  // The honeypot is only sent when something filled it.
  const { website, ...fields } = request;
  const body = website ? request : fields;
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ContactSubmitError(
      error instanceof Error && error.message ? error.message : 'Network error',
    );
  }
  const answer = readAnswer(await response.text().catch(() => ''), response);
  if (!response.ok) {
    const detail = [answer.error, answer.message].find(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    throw new ContactSubmitError(
      detail ? `${response.status}: ${detail}` : `${response.status}: ${response.statusText}`,
      response.status,
    );
  }
  return outcomeOf(answer);
}
