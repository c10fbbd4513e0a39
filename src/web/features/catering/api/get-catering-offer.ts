import type { CateringOffer } from "@shared/catering/catering.schema";
import { getQueryOptions } from "@web/lib/api-client";

/** The catering form's terms and menu; the home page asks it only whether catering is online. */
export function cateringOfferQueryOptions() {
  return getQueryOptions<CateringOffer>(["/api/catering"], { fresh: true });
}
