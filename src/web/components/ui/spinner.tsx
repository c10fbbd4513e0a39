export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-stone-700">
      <span
        className="h-6 w-6 animate-spin rounded-full border-4 border-saffron-200 border-t-maroon-800"
        aria-hidden="true"
      />
      <span>{label}...</span>
    </div>
  );
}
