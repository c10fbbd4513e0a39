import { useQuery } from "@tanstack/react-query";
import { DEMO_MODE_NOTICE } from "@shared/site/demo-mode-notice";
import { siteConfigQueryOptions } from "../../features/site/api/get-site-config";

/** On every page of a DEMO_MODE site, so nobody mistakes the simulated payment for a real one. */
export function DemoModeNotice() {
  const config = useQuery(siteConfigQueryOptions());
  if (!config.data?.demoMode) return null;
  return (
    <div role="status" className="bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-stone-900">
      {DEMO_MODE_NOTICE}
    </div>
  );
}
