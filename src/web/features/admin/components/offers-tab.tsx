import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { formatPence, formatPounds } from "../../../../shared/money";
import { OFFER_DISCOUNT_TYPES, type Offer, type OfferInput } from "../../../../shared/offers/offer.schema";
import { FormField, inputClass } from "../../../components/ui/form-field";
import { Options } from "../../../components/ui/options";
import { Switch } from "../../../components/ui/switch";
import { toLondonDateTimeInput } from "../../../lib/format";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { offersQueryKey, offersQueryOptions } from "../../offers/api/get-offers";
import { OFFER_REQUIRED_FIELDS, OfferFormSchema, type OfferFormValues } from "../admin-forms";
import { createOffer, deleteOffer, updateOffer } from "../api/admin-offers";
import { adminStatsQueryKey } from "../api/admin-stats";
import { AddEditDialog, Card, EditDeleteButtons, FormActions, ListHeader, Loaded } from "./admin-ui";

const TYPE_LABELS = {
  percentage: "Percentage",
  fixed_amount: "Fixed amount (£)",
  free_delivery: "Free delivery",
};

const REFRESH_AFTER_OFFER_CHANGE = [offersQueryKey, adminStatsQueryKey];

function formValues(offer: Offer | null): OfferFormValues {
  return {
    title: offer?.title ?? "",
    description: offer?.description ?? "",
    discountType: offer?.discountType ?? "percentage",
    discountValue: !offer
      ? ""
      : offer.discountType === "fixed_amount"
        ? formatPounds(offer.discountValue)
        : String(offer.discountValue),
    minOrder: formatPounds(offer?.minOrderPence ?? 0),
    validFrom: offer ? toLondonDateTimeInput(offer.validFrom) : "",
    validTo: offer ? toLondonDateTimeInput(offer.validTo) : "",
    offerCode: offer?.offerCode ?? "",
    termsConditions: offer?.termsConditions ?? "",
    isActive: offer?.isActive ?? true,
  };
}

function OfferForm({ offer, onDone }: { offer: Offer | null; onDone: () => void }) {
  const { register, handleSubmit, control, watch, formState } = useSchemaForm(
    OfferFormSchema,
    formValues(offer),
  );
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
    <form className="space-y-4" onSubmit={handleSubmit((body) => save.mutate(body))} noValidate>
      <FormField label="Title" error={errors.title?.message}>
        <input {...register("title")} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <textarea rows={2} {...register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Discount type">
          <select {...register("discountType")}>
            <Options values={OFFER_DISCOUNT_TYPES} label={(t) => TYPE_LABELS[t]} />
          </select>
        </FormField>
        <FormField label="Discount value" error={errors.discountValue?.message}>
          <input type="number" min={0} step="any" {...register("discountValue")} />
        </FormField>
        <FormField label="Minimum order (£)" error={errors.minOrder?.message}>
          <input inputMode="decimal" {...register("minOrder")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Valid from" hint="Restaurant time (London)" error={errors.validFrom?.message}>
          <input type="datetime-local" {...register("validFrom")} />
        </FormField>
        <FormField label="Valid to" error={errors.validTo?.message}>
          <input type="datetime-local" {...register("validTo")} />
        </FormField>
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
    </form>
  );
}

export function OffersTab() {
  const offers = useQuery({ ...offersQueryOptions(), staleTime: 0 });
  const [editing, setEditing] = useState<Offer | "new" | null>(null);
  const toggle = useAdminMutation({
    mutationFn: (offer: Offer) => updateOffer(offer.id, { isActive: !offer.isActive }),
    success: (offer) => `Offer ${offer.isActive ? "activated" : "deactivated"}`,
    failure: "Failed to update offer",
    invalidate: REFRESH_AFTER_OFFER_CHANGE,
  });
  const remove = useAdminMutation({
    mutationFn: deleteOffer,
    success: "Offer deleted successfully",
    failure: "Failed to delete offer",
    invalidate: REFRESH_AFTER_OFFER_CHANGE,
  });

  return (
    <div>
      <ListHeader title="Offers" addLabel="Add Offer" onAdd={() => setEditing("new")} />
      <Loaded query={offers} what="offers" empty="No offers yet.">
        {(list) => (
          <div className="grid gap-4 md:grid-cols-2">
            {list.map((offer) => (
              <Card key={offer.id}>
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h3 className="font-bold text-stone-900">{offer.title}</h3>
                    <p className="text-sm text-stone-700">{offer.description}</p>
                    <p className="mt-1 text-sm text-stone-800">
                      {offer.discountType === "percentage"
                        ? `${offer.discountValue}% off`
                        : offer.discountType === "fixed_amount"
                          ? `${formatPence(offer.discountValue)} off`
                          : "Free delivery"}
                      {offer.offerCode ? ` · code ${offer.offerCode}` : ""}
                    </p>
                  </div>
                  <div className="flex">
                    <EditDeleteButtons
                      name={offer.title}
                      onEdit={() => setEditing(offer)}
                      deleteTitle="Delete offer?"
                      deleteDescription={`"${offer.title}" will be deleted.`}
                      onDelete={() => remove.mutate(offer.id)}
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
              </Card>
            ))}
          </div>
        )}
      </Loaded>
      <AddEditDialog editing={editing} onClose={() => setEditing(null)} noun="Offer">
        {(offer) => <OfferForm offer={offer} onDone={() => setEditing(null)} />}
      </AddEditDialog>
    </div>
  );
}
