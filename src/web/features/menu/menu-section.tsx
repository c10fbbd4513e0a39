import { usePrefetchQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { PageSection } from "../../components/layout/page-section";
import { Spinner } from "../../components/ui/spinner";
import { menuQueryOptions } from "./api/get-menu";

/** The catalogue's code (Radix Tabs, filters, dishes) is not needed for the page's first paint. */
const MenuCatalogue = lazy(() => import("./menu-catalogue").then((m) => ({ default: m.MenuCatalogue })));

export function MenuSection() {
  // Asked for here as well, so the dishes load side by side with the catalogue's code.
  usePrefetchQuery(menuQueryOptions());
  return (
    <PageSection id="menu" title="Our Menu">
      <Suspense
        fallback={
          <div className="mt-6 sm:mt-8">
            <Spinner label="Loading the menu" />
          </div>
        }
      >
        <MenuCatalogue />
      </Suspense>
    </PageSection>
  );
}
