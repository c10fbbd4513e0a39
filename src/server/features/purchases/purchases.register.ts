/** The owner's purchases and receipts, the reading of receipt photos, and the recurring purchases' job. */
import { defineFeature } from "../../lib/feature";
import { purchasesAdminRoutes } from "./purchases.owner.routes";
import { createReceiptReader } from "./receipt-reader";
import { RECEIPT_SCAN_KIND, receiptScanDelivery } from "./receipt-scan-delivery";
import { recurringPurchasesJob } from "./recurring-purchases";

export const purchasesFeature = defineFeature({
  name: "purchases",
  async owner(owner) {
    await owner.register(purchasesAdminRoutes, { prefix: "/api/admin/purchases", invalidates: [] });
  },
  deferredWork(app, deps) {
    // tesseract's worker starts on the first scan and ends after a quiet minute, or with the app.
    const reader = createReceiptReader();
    deps.outbox.register(RECEIPT_SCAN_KIND, receiptScanDelivery(deps, reader));
    app.addHook("onClose", () => reader.close());
  },
  jobs: () => [recurringPurchasesJob],
});
