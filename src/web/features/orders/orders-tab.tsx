import { KitchenBoard } from "@web/features/kitchen-board/kitchen-board";
import { PrinterSettingsPanel } from "@web/features/printing/printer-settings-panel";
import { PrinterStatusIndicator } from "@web/features/printing/printer-status-indicator";
import { NewPhoneOrderButton } from "./phone-order/new-phone-order-button";

/**
 * The admin's Orders tab is the kitchen board (kitchen-board/), with the kitchen printer's state
 * and a phone order (decisions 0024 to 0026) in its toolbar and the printer's settings below.
 */
export function OrdersTab() {
  return (
    <>
      <KitchenBoard
        toolbar={
          <>
            <PrinterStatusIndicator />
            <NewPhoneOrderButton />
          </>
        }
      />
      <details className="mt-6">
        <summary className="cursor-pointer font-medium text-maroon-800">Kitchen printer</summary>
        <div className="mt-2">
          <PrinterSettingsPanel />
        </div>
      </details>
    </>
  );
}
