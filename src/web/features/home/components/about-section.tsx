import { useQuery } from "@tanstack/react-query";
import { ChefHat } from "lucide-react";
import { getImageSrcSet } from "@shared/image-sizes";
import { PageSection } from "@web/components/layout/page-section";
import { Spinner } from "@web/components/ui/spinner";
import { chefsQueryOptions } from "../../chefs/api/get-chefs";

function getInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
}

export function AboutSection() {
  const chefs = useQuery(chefsQueryOptions());
  return (
    <PageSection id="about" title="About Hyderabad House">
      <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-stone-700">
        We cook the food of Hyderabad the way it is cooked at home and at weddings there: biryani layered and
        sealed for dum, spices roasted and ground each morning, and breads from the tandoor as you order.
      </p>
      <h3 className="mt-12 text-center font-display text-2xl font-bold text-stone-900">Meet Our Chefs</h3>
      {chefs.isPending && <Spinner label="Loading our chefs" />}
      {chefs.isError && (
        <p role="alert" className="mt-6 text-center text-red-800">
          We couldn't load our chefs just now. Please refresh the page.
        </p>
      )}
      {chefs.isSuccess && chefs.data.length === 0 && (
        <p className="mt-6 text-center text-stone-700">Our chefs will be introduced here soon.</p>
      )}
      {chefs.isSuccess && chefs.data.length > 0 && (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {chefs.data.map((chef) => (
            <li
              key={chef.id}
              className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200"
            >
              {chef.photo ? (
                <img
                  src={chef.photo}
                  srcSet={getImageSrcSet(chef.photo) ?? undefined}
                  sizes="112px"
                  alt={`${chef.name}, ${chef.specialty}`}
                  loading="lazy"
                  decoding="async"
                  width={112}
                  height={112}
                  className="mx-auto h-28 w-28 rounded-full object-cover"
                />
              ) : (
                <div
                  className="mx-auto flex h-28 w-28 items-center justify-center rounded-full bg-maroon-800 font-display text-3xl font-bold text-white"
                  aria-hidden="true"
                >
                  {getInitials(chef.name)}
                </div>
              )}
              <h4 className="mt-4 font-display text-xl font-bold text-stone-900">{chef.name}</h4>
              <p className="mt-1 inline-flex items-center gap-1 font-semibold text-maroon-800">
                <ChefHat className="h-4 w-4" aria-hidden="true" /> {chef.specialty}
              </p>
              <p className="text-sm text-stone-700">{chef.experience} experience</p>
              <p className="mt-3 text-stone-700">{chef.description}</p>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
