import type { ReactNode } from "react";

/**
 * A section of the one-page site: its id is the anchor the navbar links to, and its heading names
 * it for screen readers (aria-labelledby).
 */
export function PageSection({
  id,
  title,
  className = "",
  width = "max-w-7xl",
  onDark = false,
  children,
}: {
  id: string;
  title: string;
  /** The background, full width. */
  className?: string;
  /** The content's width. */
  width?: string;
  /** A dark background: the heading takes the section's text colour. */
  onDark?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`px-4 py-16 ${className}`}>
      <div className={`mx-auto ${width}`}>
        <h2
          id={`${id}-heading`}
          className={`text-center font-display text-4xl font-bold ${onDark ? "" : "text-maroon-800"}`}
        >
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
