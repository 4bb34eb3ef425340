import { CONTACT_MESSAGES } from '../../../../common/contact/messages.ts';

/** Under the contact form after a failed request: the error as it came, for support. */
export function DebugMessage({ message }: { message: string }) {
  return (
    <section
      aria-label={CONTACT_MESSAGES.debugTitle}
      className="rounded-md border border-dashed border-destructive/50 bg-red-50 p-3 text-sm"
    >
      <h2 className="mb-1 font-semibold text-destructive">{CONTACT_MESSAGES.debugTitle}</h2>
      <pre className="whitespace-pre-wrap break-words font-mono text-xs text-foreground">
        {message}
      </pre>
    </section>
  );
}
