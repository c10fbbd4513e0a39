import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A list item that presents one benefit or service: an icon, a title and a line of text, with an
 * optional action below. The list supplies the grid; `className` the card's background and frame.
 */
export function IconCard({
  icon: Icon,
  title,
  text,
  className,
  compact = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  className: string;
  /** A small card in a dialog: centred, the title in bold body text rather than a heading. */
  compact?: boolean;
  children?: ReactNode;
}) {
  if (compact) {
    return (
      <li className={`rounded-lg p-3 text-center ${className}`}>
        <Icon className="mx-auto h-6 w-6 text-maroon-800" aria-hidden="true" />
        <p className="mt-1 font-semibold text-stone-900">{title}</p>
        <p className="text-sm text-stone-700">{text}</p>
      </li>
    );
  }
  return (
    <li className={`flex flex-col rounded-2xl p-6 ${className}`}>
      <Icon className="h-8 w-8 text-maroon-800" aria-hidden="true" />
      <h3 className="mt-2 font-display text-xl font-bold text-stone-900">{title}</h3>
      <p className="mt-1 flex-1 text-stone-700">{text}</p>
      {children}
    </li>
  );
}
