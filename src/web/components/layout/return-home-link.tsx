import { Link } from "react-router";

/** The way on from a page that has said its one thing (a link that did not work, a newsletter link followed). */
export function ReturnHomeLink() {
  return (
    <Link
      to="/"
      className="mt-6 inline-block rounded-lg bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900"
    >
      Return to Home
    </Link>
  );
}
