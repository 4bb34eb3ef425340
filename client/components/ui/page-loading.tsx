/** A centred spinner with an accessible label, for pages and areas that are loading. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-accent"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
