/**
 * The contact form island of /contact: the form and its toast list, prerendered by
 * `renderContactForm` and hydrated by `hydrate` (client/app/islands.ts decides when).
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm, type ContactFormProps } from '../../features/contact/index.ts';
import { ToasterOnFirstToast } from '../toaster-on-first-toast.tsx';
import type { IslandModule } from '../islands.ts';

/** The same tree on both sides, or the form fields' generated ids would differ. */
export function contactFormIsland(props: ContactFormProps = {}) {
  return (
    <StrictMode>
      <ContactForm {...props} />
      <ToasterOnFirstToast />
    </StrictMode>
  );
}

export const hydrate: IslandModule['hydrate'] = (element, onReady) => {
  hydrateRoot(element, contactFormIsland({ onReady }), {
    identifierPrefix: element.dataset.island,
  });
};
