/** The mail outbox sandbox's page (docs/product.md#mail): the public face of the outbox feature. */
export { OutboxPage } from './components/outbox-page.tsx';
