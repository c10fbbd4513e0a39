/** The VAT tab's form: the registration as the owner types it, into the server's schema. */
import { z } from "zod";
import { VatRegistrationInputSchema } from "@shared/vat/vat.schema";
import { into } from "@web/lib/form-schema";

export const VatRegistrationFormSchema = z
  .object({
    registered: z.boolean(),
    vatNumber: z.string(),
    stagger: z.string(),
    basis: z.string(),
    deliveryFeeRate: z.string(),
  })
  .transform(({ registered, vatNumber, stagger, basis, deliveryFeeRate }) => ({
    registered,
    vatNumber: vatNumber.trim() || null,
    stagger: Number(stagger),
    basis,
    deliveryFeeRateBasisPoints: Number(deliveryFeeRate),
  }))
  .transform(into(VatRegistrationInputSchema, { deliveryFeeRateBasisPoints: "deliveryFeeRate" }));
export type VatRegistrationFormValues = z.input<typeof VatRegistrationFormSchema>;
