import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";

/** Spec: appears once the page has scrolled more than 300 px. */
const SCROLL_TOP_THRESHOLD_PX = 300;

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed right-4 bottom-20 z-30 rounded-full bg-maroon-800 p-3 text-white shadow-lg hover:bg-maroon-900"
    >
      <ArrowUp aria-hidden="true" />
    </button>
  );
}
