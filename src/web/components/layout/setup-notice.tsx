import { useSiteBeingSetUp } from "../../lib/restaurant";

/**
 * Until the owner confirms the restaurant's details every page says the site is being set up
 * (decision 0042): no name, phone, address or rating is stated meanwhile.
 */
export function SetupNotice() {
  if (!useSiteBeingSetUp()) return null;
  return (
    <p role="status" className="bg-stone-900 px-4 py-2 text-center text-sm font-semibold text-white">
      This site is being set up. The restaurant's details will appear here soon.
    </p>
  );
}
