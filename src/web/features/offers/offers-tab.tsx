import { useQuery } from "@tanstack/react-query";
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from "react-hook-form";
import { formatPence, formatPounds } from "@shared/money";
import {
  type FlashSaleStart,
  OFFER_DISCOUNT_TYPES,
  type Offer,
  type OfferInput,
} from "@shared/offers/offer.schema";
import { CHANNEL_LABELS, PROMOTION_CHANNELS } from "@shared/offers/promotion";
import { generateHeadline, offerWordsSource } from "@shared/offers/promotion-words";
import { Button } from "@web/components/ui/button";
import { EditDeleteButtons } from "@web/components/ui/edit-delete-buttons";
import { EditableCardList } from "@web/components/ui/editable-card-list";
import { AddRowButton, FormActions, RemoveRowButton } from "@web/components/ui/form-actions";
import {
  BoundField,
  CheckboxField,
  FormField,
  HookForm,
  InputField,
  inputClass,
  PoundsField,
  SelectField,
} from "@web/components/ui/form-field";
import { NamedOptions } from "@web/components/ui/options";
import { Switch } from "@web/components/ui/switch";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { menuQueryOptions } from "@web/features/menu/api/get-menu";
import { formatInstant, toLondonDateTimeInput } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { createOffer } from "./api/create-offer";
import { deleteOffer } from "./api/delete-offer";
import { activePromotionsQueryKey, offersQueryKey, offersQueryOptions } from "./api/get-offers";
import { startFlashSale } from "./api/start-flash-sale";
import { updateOffer } from "./api/update-offer";
import {
  FlashSaleFormSchema,
  type FlashSaleFormValues,
  OFFER_REQUIRED_FIELDS,
  OfferFormSchema,
  type OfferFormValues,
} from "./offer-form.schema";

const TYPE_LABELS = {
  percentage: "Percentage",
  fixed_amount: "Fixed amount (£)",
  free_delivery: "Free delivery (not priced online)",
  free_item: "Free dish from a category",
  bundle_price: "Set price for a bundle (£)",
};
const DAY_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

const REFRESH_AFTER_OFFER_CHANGE = [offersQueryKey, activePromotionsQueryKey, adminStatsQueryKey];

function formValues(offer: Offer | null): OfferFormValues {
  return {
    title: offer?.title ?? "",
    description: offer?.description ?? "",
    discountType: offer?.discountType ?? "percentage",
    discountValue: !offer
      ? ""
      : offer.discountType === "fixed_amount" || offer.discountType === "bundle_price"
        ? formatPounds(offer.discountValue)
        : String(offer.discountValue),
    minOrder: formatPounds(offer?.minOrderPence ?? 0),
    validFrom: offer ? toLondonDateTimeInput(offer.validFrom) : "",
    validTo: offer ? toLondonDateTimeInput(offer.validTo) : "",
    offerCode: offer?.offerCode ?? "",
    termsConditions: offer?.termsConditions ?? "",
    isActive: offer?.isActive ?? true,
    channel: offer?.channel ?? "online",
    isFlashSale: offer?.isFlashSale ?? false,
    maxDiscount: offer?.maxDiscountPence != null ? formatPounds(offer.maxDiscountPence) : "",
    rewardCategory: offer?.rewardCategory ?? "",
    categories: offer?.applicableCategories?.join(", ") ?? "",
    days: offer?.daysOfWeek?.map(String) ?? [],
    startTime: offer?.startTime ?? "",
    endTime: offer?.endTime ?? "",
    firstOrderOnly: offer?.firstOrderOnly ?? false,
    signedInOnly: offer?.signedInOnly ?? false,
    birthdayWeek: offer?.birthdayWeek ?? false,
    collectionOnly: offer?.collectionOnly ?? false,
    usesPerCustomer: offer?.usesPerCustomer != null ? String(offer.usesPerCustomer) : "",
    totalUses: offer?.maxRedemptions != null ? String(offer.maxRedemptions) : "",
    bundleSlots: (offer?.bundleSlots ?? []).map((slot) => ({
      quantity: String(slot.quantity),
      categories: slot.categories?.join(", ") ?? "",
      menuItemIds: slot.menuItemIds?.map(String) ?? [],
    })),
  };
}

const Field = InputField<OfferFormValues>;
const Pounds = PoundsField<OfferFormValues>;
const Bound = BoundField<OfferFormValues>;
const Checkbox = CheckboxField<OfferFormValues>;
const Select = SelectField<OfferFormValues>;
const FlashSaleField = InputField<FlashSaleFormValues>;

const NEW_SLOT = { quantity: "1", categories: "", menuItemIds: [] };

/** A bundle's slots: for each, how many dishes and from which categories or which dishes. */
function BundleSlotsFields({
  control,
  register,
  errors,
}: {
  control: Control<OfferFormValues, unknown, OfferInput>;
  register: UseFormRegister<OfferFormValues>;
  errors: FieldErrors<OfferFormValues>["bundleSlots"];
}) {
  const slots = useFieldArray({ control, name: "bundleSlots" });

  // Without the menu (still loading or failed) staff can still give categories.
  const menu = useQuery(menuQueryOptions());
  const dishes = menu.data ?? [];
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-stone-900">Bundle slots (what the set price buys)</legend>
      {errors?.message && <p className="text-sm font-medium text-red-800">{errors.message}</p>}
      {errors?.root?.message && <p className="text-sm font-medium text-red-800">{errors.root.message}</p>}
      {slots.fields.map((slot, index) => (
        <div
          key={slot.id}
          className="grid gap-2 rounded bg-stone-50 p-2 sm:grid-cols-[1fr_2fr_2fr_auto] sm:items-end"
        >
          <Field
            name={`bundleSlots.${index}.quantity`}
            label={`Slot ${index + 1} count`}
            type="number"
            min={1}
            max={20}
          />
          <Field
            name={`bundleSlots.${index}.categories`}
            label={`Slot ${index + 1} categories`}
            optional
            hint="Comma-separated, e.g. starters"
          />
          <FormField
            label={`Slot ${index + 1} dishes`}
            optional
            error={errors?.[index]?.menuItemIds?.message}
          >
            <select multiple size={3} {...register(`bundleSlots.${index}.menuItemIds`)}>
              <NamedOptions items={dishes} />
            </select>
          </FormField>
          <RemoveRowButton label={`Remove slot ${index + 1}`} onClick={() => slots.remove(index)} />
        </div>
      ))}
      <AddRowButton onClick={() => slots.append({ ...NEW_SLOT })}>Add slot</AddRowButton>
    </fieldset>
  );
}

const CHECKBOXES = [
  ["firstOrderOnly", "First order only"],
  ["signedInOnly", "Signed-in customers only"],
  ["birthdayWeek", "Customer's birthday week"],
  ["collectionOnly", "Collection orders only (not delivery)"],
  ["isFlashSale", "Flash sale (the site counts down to its end)"],
] as const;

function OfferForm({ offer, onDone }: { offer: Offer | null; onDone: () => void }) {
  const form = useSchemaForm(OfferFormSchema, formValues(offer));
  const { register, control, watch, formState } = form;
  const save = useAdminMutation({
    mutationFn: (body: OfferInput) => (offer ? updateOffer(offer.id, body) : createOffer(body)),
    success: offer ? "Offer updated successfully" : "Offer created successfully",
    failure: offer ? "Failed to update offer" : "Failed to create offer",
    invalidate: REFRESH_AFTER_OFFER_CHANGE,
    onSuccess: onDone,
  });
  const filled = watch(OFFER_REQUIRED_FIELDS).every((v) => v.trim() !== "");
  const errors = formState.errors;
  const offerCode = register("offerCode");

  return (
    <HookForm form={form} className="space-y-4" onValid={(body) => save.mutate(body)}>
      <Field name="title" label="Title" />
      <Bound name="description" label="Description">
        <textarea rows={2} />
      </Bound>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          name="discountType"
          label="Discount type"
          values={OFFER_DISCOUNT_TYPES}
          labels={TYPE_LABELS}
        />
        <Field name="discountValue" label="Discount value" type="number" min={0} step="any" />
        <Pounds name="minOrder" label="Minimum order" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="validFrom" label="Valid from" hint="Restaurant time (London)" type="datetime-local" />
        <Field name="validTo" label="Valid to" type="datetime-local" />
      </div>
      <FormField label="Offer code" optional error={errors.offerCode?.message}>
        <input
          className={`${inputClass} uppercase`}
          maxLength={20}
          {...offerCode}
          onChange={(e) => {
            e.target.value = e.target.value.toUpperCase();
            return offerCode.onChange(e);
          }}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select name="channel" label="Where it applies" values={PROMOTION_CHANNELS} labels={CHANNEL_LABELS} />
        <Pounds name="maxDiscount" label="Cap for a percentage" optional />
        <Field name="rewardCategory" label="Free dish category" optional hint="e.g. desserts" />
      </div>
      {watch("discountType") === "bundle_price" && (
        <BundleSlotsFields control={control} register={register} errors={errors.bundleSlots} />
      )}
      <Field
        name="categories"
        label="Only with dishes from categories"
        optional
        hint="Comma-separated, e.g. biryanis, curries"
      />
      <fieldset className="space-y-2">
        <legend className="font-medium text-stone-900">Days (London time; none ticked = every day)</legend>
        <div className="flex flex-wrap gap-3">
          {DAY_LABELS.map((day, index) => (
            <Checkbox
              key={day}
              name="days"
              value={String(index)}
              label={day}
              className="flex items-center gap-1 text-sm"
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-4">
        <Field name="startTime" label="From (HH:MM)" optional placeholder="12:00" />
        <Field name="endTime" label="Until (HH:MM)" optional placeholder="15:00" />
        <Field name="usesPerCustomer" label="Uses per customer" optional type="number" min={1} />
        <Field name="totalUses" label="Uses in total" optional type="number" min={1} />
      </div>
      <div className="flex flex-wrap gap-4">
        {CHECKBOXES.map(([name, label]) => (
          <Checkbox key={name} name={name} label={label} className="flex items-center gap-2 text-sm" />
        ))}
      </div>
      <FormField label="Terms and conditions" optional>
        <textarea rows={2} {...register("termsConditions")} />
      </FormField>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <Switch label="Active" checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <FormActions
        onCancel={onDone}
        submitLabel={offer ? "Save offer" : "Create offer"}
        disabled={!filled || save.isPending}
      />
    </HookForm>
  );
}

export function OffersTab() {
  const offers = useQuery({ ...offersQueryOptions(), staleTime: 0 });
  const toggle = useAdminMutation({
    mutationFn: (offer: Offer) => updateOffer(offer.id, { isActive: !offer.isActive }),
    success: (offer) => `Offer ${offer.isActive ? "activated" : "deactivated"}`,
    failure: "Failed to update offer",
    invalidate: REFRESH_AFTER_OFFER_CHANGE,
  });

  return (
    <EditableCardList
      noun="Offer"
      query={offers}
      deletion={{
        mutationFn: deleteOffer,
        success: "Offer deleted successfully",
        failure: "Failed to delete offer",
        invalidate: REFRESH_AFTER_OFFER_CHANGE,
      }}
      card={(offer, { edit, remove }) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div>
              <h3 className="font-bold text-stone-900">{offer.title}</h3>
              <p className="text-sm text-stone-700">{offer.description}</p>
              <p className="mt-1 text-sm text-stone-800">
                {offer.discountType === "percentage"
                  ? `${offer.discountValue}% off`
                  : offer.discountType === "fixed_amount"
                    ? `${formatPence(offer.discountValue)} off`
                    : offer.discountType === "free_item"
                      ? `Free ${offer.rewardCategory ?? "dish"}`
                      : offer.discountType === "bundle_price"
                        ? `Bundle for ${formatPence(offer.discountValue)}`
                        : "Free delivery"}
                {offer.offerCode ? ` · code ${offer.offerCode}` : " · automatic"}
                {` · ${CHANNEL_LABELS[offer.channel]}`}
              </p>
              {offer.isFlashSale && (
                <p className="text-sm font-semibold text-maroon-800">
                  Flash sale until {formatInstant(offer.validTo)}
                </p>
              )}
            </div>
            <div className="flex">
              <EditDeleteButtons
                name={offer.title}
                onEdit={edit}
                deleteTitle="Delete offer?"
                deleteDescription={`"${offer.title}" will be deleted.`}
                onDelete={remove}
              />
            </div>
          </div>
          <div className="mt-3">
            <Switch
              label="Active"
              accessibleLabel={`${offer.title} active`}
              checked={offer.isActive}
              onCheckedChange={() => toggle.mutate(offer)}
            />
          </div>
        </>
      )}
      form={(offer, done) => <OfferForm offer={offer} onDone={done} />}
    >
      <FlashSaleStarter />
    </EditableCardList>
  );
}

/** Starts a real flash sale now; with no end time given, it runs until closing time today. */
function FlashSaleStarter() {
  const form = useSchemaForm(FlashSaleFormSchema, { percent: "30", endsAt: "" });
  const start = useAdminMutation({
    mutationFn: (body: FlashSaleStart) => startFlashSale(body),
    // One flash sale at a time: the running one ends as this one starts, and staff are told so.
    success: (sale) =>
      `Flash sale running until ${formatInstant(sale.validTo)}` +
      sale.replaced.map((old) => `; ${old.title} ended`).join(""),
    failure: "Failed to start the flash sale",
    invalidate: REFRESH_AFTER_OFFER_CHANGE,
  });
  return (
    <HookForm
      form={form}
      onValid={(body) => start.mutate(body)}
      aria-label="Start a flash sale"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl bg-saffron-50 p-4 ring-1 ring-saffron-200"
    >
      <FlashSaleField
        name="percent"
        label="Flash sale: % off collection orders"
        // Its name on the site follows the percentage (issue 21: a 20% sale was called 30%).
        hint={`The site calls it "${generateHeadline(offerWordsSource({ discountType: "percentage", discountValue: Number(form.watch("percent")) || 30, collectionOnly: true }))}"`}
        type="number"
        min={1}
        max={100}
      />
      <FlashSaleField
        name="endsAt"
        label="Ends at"
        optional
        hint="Blank: closing time today (London)"
        type="datetime-local"
      />
      <p className="basis-full text-sm text-stone-800">
        One flash sale runs at a time: starting one ends the flash sale running now.
      </p>
      <Button type="submit" disabled={start.isPending}>
        Start flash sale
      </Button>
    </HookForm>
  );
}
