/** /portal/outbox: the mail outbox sandbox (outside production only). */
import { OutboxPage } from '../../../features/outbox/index.ts';

export function Component() {
  return <OutboxPage />;
}
