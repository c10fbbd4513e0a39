import { Switch as RadixSwitch } from "radix-ui";
import { useId } from "react";

/** An on/off control: the knob sits inside its track, left when off and right when on. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  accessibleLabel,
  disabled,
}: {
  checked: boolean;
  onCheckedChange: (next: boolean) => void;
  label: string;
  /** A fuller name for screen readers when many switches share the visible label. */
  accessibleLabel?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2 text-sm text-stone-800">
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={accessibleLabel}
        className="inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-stone-500 p-0.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-800 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-green-700"
      >
        <RadixSwitch.Thumb className="block h-5 w-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="cursor-pointer">
        {label}
      </label>
    </span>
  );
}
