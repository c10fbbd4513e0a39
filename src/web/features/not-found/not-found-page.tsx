import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-bold text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-maroon-800">Page Not Found</h1>
      <p className="mt-2 text-stone-700">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900"
      >
        Back to Home
      </Link>
    </section>
  );
}
