/** What other features and the app may use of the contact feature. */
export { ContactForm, type ContactFormProps } from './components/contact-form.tsx';
export { CONTACT_SOURCE_LABELS } from './sources.ts';
