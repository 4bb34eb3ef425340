/** /portal/outbox: the mail outbox sandbox (outside production only). */
import { OutboxPage } from '../../../features/outbox/components/outbox-page.tsx';

export function Component() {
  return <OutboxPage />;
}
