import { useFlashSaleCountdown } from "../use-flash-sale-countdown";

/** Hours, minutes and seconds left in today's flash sale. Not a live region: a per-second announcement would drown out everything else. */
export function FlashSaleCountdown({ endsAt, tone = "dark" }: { endsAt: string; tone?: "dark" | "light" }) {
  const { hours, minutes, seconds } = useFlashSaleCountdown(endsAt);
  const box =
    tone === "dark" ? "bg-maroon-900 text-white" : "bg-white text-maroon-900 ring-1 ring-maroon-800/20";
  const parts = [
    { value: hours, label: "Hours", id: "hours" },
    { value: minutes, label: "Minutes", id: "minutes" },
    { value: seconds, label: "Seconds", id: "seconds" },
  ];
  return (
    <div
      role="timer"
      aria-label="Time left to order in the flash sale"
      className="flex items-center justify-center gap-2"
    >
      {parts.map((p, i) => (
        <div key={p.id} className="flex items-center gap-2">
          <div className={`min-w-16 rounded-lg px-3 py-2 text-center ${box}`}>
            <span
              data-testid={`countdown-${p.id}`}
              className="block font-mono text-2xl font-bold tabular-nums"
            >
              {p.value}
            </span>
            <span className="block text-xs uppercase tracking-wide">{p.label}</span>
          </div>
          {i < parts.length - 1 && (
            <span className="text-2xl font-bold" aria-hidden="true">
              :
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
