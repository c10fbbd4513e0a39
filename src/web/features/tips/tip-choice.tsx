/**
 * The optional tip at checkout (issue 40): the owner's percentages, "No tip" chosen until the diner
 * picks one. Nothing shows while tips are off. The server prices the tip again on the order.
 */
import { useQuery } from "@tanstack/react-query";
import { formatPence } from "@shared/money";
import { tipPence } from "@shared/tips/tips";
import { tipOptionsQueryOptions } from "./api/tips";

export function TipChoice({
  totalPence,
  value,
  onChange,
}: {
  totalPence: number;
  value: number;
  onChange: (percent: number) => void;
}) {
  const options = useQuery(tipOptionsQueryOptions());
  const percentages = options.data?.percentages ?? [];
  if (percentages.length === 0) return null;
  const choices = [0, ...percentages];
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-stone-900">Add a tip for the team (optional)</legend>
      <p className="text-sm text-stone-700">Every penny of tips goes to the staff who worked that day.</p>
      <div className="flex flex-wrap gap-2">
        {choices.map((percent) => (
          <label
            key={percent}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-3 has-[:checked]:border-maroon-700 has-[:checked]:bg-maroon-50"
          >
            <input
              type="radio"
              name="tip"
              value={percent}
              checked={value === percent}
              onChange={() => onChange(percent)}
            />
            {percent === 0 ? "No tip" : `${percent}% (${formatPence(tipPence(totalPence, percent))})`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
