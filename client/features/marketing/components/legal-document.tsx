import type { LegalDocument as LegalDocumentContent } from '../../../config/legal.ts';

/** /privacy and /terms: the title, the last-updated date and the sections, with a contents list. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <article className="bg-white">
      <div className="border-b border-border bg-slate-50">
        <div className="page-container py-14 sm:py-16">
          <h1 className="text-4xl font-semibold tracking-tight text-primary sm:text-5xl">
            {document.title}
          </h1>
          <p className="mt-4 text-sm text-muted-foreground">
            Last updated: <time dateTime="2025-03-13">{document.lastUpdated}</time>
          </p>
        </div>
      </div>
      <div className="page-container grid gap-12 py-12 lg:grid-cols-[14rem_1fr] lg:py-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block py-1 text-slate-700 hover:text-accent"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} className="scroll-mt-24">
              <h2 className="text-2xl font-semibold tracking-tight text-primary">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-7 text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-accent">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
