import { Search } from "lucide-react";

/** The search box over a menu; the list filters with matchesSearch as the diner types. */
export function DishSearch({
  value,
  onChange,
  className = "",
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={`relative block ${className}`}>
      <span className="sr-only">Search dishes</span>
      <Search className="absolute left-3 top-2.5 h-5 w-5 text-stone-600" aria-hidden="true" />
      <input
        type="search"
        name="search"
        placeholder="Search dishes..."
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-lg border border-stone-400 bg-white py-2 pl-10 pr-4"
      />
    </label>
  );
}
