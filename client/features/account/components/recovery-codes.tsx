import { Copy } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '../../../../common/account/messages.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';

/** The recovery codes, shown once after set-up or regeneration, with a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ title: ACCOUNT_MESSAGES.copied });
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert>
        <AlertTitle>{ACCOUNT_MESSAGES.recoveryTitle}</AlertTitle>
        <AlertDescription>{ACCOUNT_MESSAGES.recoveryDescription}</AlertDescription>
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid max-w-md grid-cols-1 gap-2 rounded-md border border-border bg-muted p-4 font-mono text-sm min-[380px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {ACCOUNT_MESSAGES.copy}
        </Button>
        <Button type="button" onClick={onDone}>
          {ACCOUNT_MESSAGES.done}
        </Button>
      </div>
    </div>
  );
}
