import { z } from "zod";
import { CateringQuoteRequestSchema, CateringRequestSchema } from "@shared/catering/catering.schema";
import { into } from "@web/lib/form-schema";

/**
 * The catering form as typed: the number of guests and each dish's quantity are text (blank is
 * none), turned into the shared request so every rule and message is the server's.
 */
const CateringFormFields = z.object({
  eventDate: z.string(),
  eventTime: z.string(),
  guests: z.string(),
  fulfilment: z.enum(["collection", "delivery"]),
  /** Quantity typed for each catering dish, by its id. */
  quantities: z.record(z.string(), z.string()),
  couponCode: z.string(),
  contactName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  billingAddress: z.string(),
  deliveryAddress: z.string(),
  deliveryPostcode: z.string(),
  notes: z.string(),
});
export type CateringFormValues = z.input<typeof CateringFormFields>;

function toRequest({ quantities, guests, couponCode, ...rest }: z.output<typeof CateringFormFields>) {
  return {
    ...rest,
    guests: guests.trim() === "" ? 0 : Number(guests),
    couponCode: couponCode.trim() || null,
    lines: Object.entries(quantities)
      .map(([itemId, quantity]) => ({ itemId: Number(itemId), quantity: Number(quantity.trim() || "0") }))
      .filter((l) => l.quantity !== 0),
  };
}

export const CateringFormSchema = CateringFormFields.transform(toRequest).transform(
  into(CateringRequestSchema, { lines: "quantities" }),
);

/** The same values as a quote asks them (no contact needed yet): null until they make one. */
export function toQuoteRequest(values: CateringFormValues) {
  const parsed = CateringFormFields.transform(toRequest).safeParse(values);
  if (!parsed.success) return null;
  const quote = CateringQuoteRequestSchema.safeParse({ ...parsed.data, email: parsed.data.email || null });
  return quote.success ? quote.data : null;
}
