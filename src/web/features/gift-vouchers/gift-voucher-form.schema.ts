import { z } from "zod";
import { BuyGiftVoucherRequestSchema } from "@shared/gift-vouchers/gift-vouchers.schema";
import { parsePounds } from "@shared/money";
import { into } from "@web/lib/form-schema";

/**
 * The buy form: an amount chosen among the owner's presets ("5000") or "custom" with pounds
 * typed, then the shared request's fields; the server checks the amount against its limits.
 */
export const BuyGiftVoucherFormSchema = z
  .object({
    amountChoice: z.string(),
    customPounds: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    recipientName: z.string(),
    recipientEmail: z.string(),
    message: z.string(),
    sendOn: z.string(),
  })
  .transform(({ amountChoice, customPounds, ...rest }) => ({
    ...rest,
    amountPence: amountChoice === "custom" ? (parsePounds(customPounds) ?? 0) : Number(amountChoice),
  }))
  .transform(into(BuyGiftVoucherRequestSchema, { amountPence: "customPounds" }));
export type BuyGiftVoucherFormValues = z.input<typeof BuyGiftVoucherFormSchema>;
