import { CalendarClock, FileSearch, ShieldCheck } from 'lucide-react';
import { Island } from '../../island.tsx';
import { contactFormIsland } from '../../islands/contact-form.tsx';

const NEXT_STEPS = [
  {
    icon: CalendarClock,
    title: 'A reply within 24-48 business hours',
    text: 'A member of our team reaches out to schedule a short introductory call.',
  },
  {
    icon: FileSearch,
    title: 'A diligence plan for your deal',
    text: 'We scope outside-in intelligence, pre-purchase diligence or value-creation planning around your timeline.',
  },
  {
    icon: ShieldCheck,
    title: 'Read-only, always',
    text: 'When data access is needed, we only ever request read-only access. Accounts are never modified.',
  },
];

/** /contact: Request a Consultation (docs/product.md#contact); the form is an island. */
export function Component() {
  return (
    // On phones the form comes right after the introduction; on wide screens it sits beside it.
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-16 lg:grid-cols-[1fr_minmax(0,32rem)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-8">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
          Request a Consultation
        </h1>
        <p className="text-lg text-muted-foreground">
          Tell us about your firm or portfolio company. Our AI-powered platform does about 80% of
          the diligence work, and our experts provide the other 20%.
        </p>
      </div>
      <div className="rounded-xl border border-border bg-background p-5 shadow-sm sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <Island name="contact-form">{contactFormIsland()}</Island>
      </div>
      <ul
        className="flex flex-col gap-5 lg:col-start-1 lg:self-start"
        aria-label="What happens next"
      >
        {NEXT_STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
