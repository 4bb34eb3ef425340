export function Component() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold">Request a Consultation</h1>
    </section>
  );
}
