import type { ReactNode } from "react";
import { Card } from "@web/components/ui/form-card";
import { OperatingHoursTable } from "./components/operating-hours-table";
import { SpecialHoursSection } from "./components/special-hours";
import { TimePeriods } from "./components/time-periods";

function HoursCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">{title}</h2>
      {intro && <p className="mb-3 text-sm text-stone-700">{intro}</p>}
      {children}
    </Card>
  );
}

export function HoursTab() {
  return (
    <div className="space-y-6">
      <HoursCard title="Operating hours">
        <OperatingHoursTable />
      </HoursCard>
      <HoursCard title="Opening shifts" intro="Shifts replace a day's operating hours when any are active.">
        <TimePeriods />
      </HoursCard>
      <HoursCard title="Special hours" intro="Holidays and one-off changes override the weekly hours.">
        <SpecialHoursSection />
      </HoursCard>
    </div>
  );
}
