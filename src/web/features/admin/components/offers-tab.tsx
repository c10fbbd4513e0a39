import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { OFFER_DISCOUNT_TYPES, type Offer } from "../../../../shared/offers/offer.schema";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import {
  createOffer,
  deleteOffer,
  offersQueryKey,
  offersQueryOptions,
  updateOffer,
} from "../api/admin-offers";
import { adminStatsQueryKey } from "../api/admin-stats";
import {
  Card,
  ConfirmButton,
  describeError,
  EmptyState,
  FormDialog,
  inputClasses,
  labelClasses,
  Toggle,
} from "./admin-ui";

const TYPE_LABELS = {
  percentage: "Percentage",
  fixed_amount: "Fixed amount (£)",
  free_delivery: "Free delivery",
};

/** ISO instant → value for a datetime-local input, in the browser's zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function OfferForm({ offer, onDone }: { offer: Offer | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(offer?.title ?? "");
  const [description, setDescription] = useState(offer?.description ?? "");
  const [discountType, setDiscountType] = useState<Offer["discountType"]>(
    offer?.discountType ?? "percentage",
  );
  const [discountValue, setDiscountValue] = useState(
    offer
      ? String(offer.discountType === "fixed_amount" ? offer.discountValue / 100 : offer.discountValue)
      : "",
  );
  const [minOrder, setMinOrder] = useState(offer ? (offer.minOrderPence / 100).toFixed(2) : "0");
  const [validFrom, setValidFrom] = useState(offer ? toLocalInput(offer.validFrom) : "");
  const [validTo, setValidTo] = useState(offer ? toLocalInput(offer.validTo) : "");
  const [offerCode, setOfferCode] = useState(offer?.offerCode ?? "");
  const [terms, setTerms] = useState(offer?.termsConditions ?? "");
  const [isActive, setActive] = useState(offer?.isActive ?? true);

  const save = useMutation({
    mutationFn: () => {
      const value = Number(discountValue);
      const body = {
        title,
        description,
        discountType,
        discountValue: discountType === "fixed_amount" ? Math.round(value * 100) : Math.round(value),
        minOrderPence: Math.round(Number(minOrder || "0") * 100),
        validFrom: new Date(validFrom).toISOString(),
        validTo: new Date(validTo).toISOString(),
        offerCode: offerCode || null,
        termsConditions: terms || null,
        isActive,
      };
      return offer ? updateOffer(offer.id, body) : createOffer(body);
    },
    retry: false,
    onSuccess: () => {
      toast.success(offer ? "Offer updated successfully" : "Offer created successfully");
      void queryClient.invalidateQueries({ queryKey: offersQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey });
      onDone();
    },
    onError: (error) =>
      toast.error(offer ? "Failed to update offer" : "Failed to create offer", {
        description: describeError(error),
      }),
  });

  const canSave = title.trim() && description.trim() && discountValue !== "" && validFrom && validTo;
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSave) save.mutate();
  }

  return (
    <form className="space-y-4" onSubmit={handleSubmit}>
      <label className={labelClasses}>
        Title
        <input className={inputClasses} value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className={labelClasses}>
        Description
        <textarea
          className={inputClasses}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className={labelClasses}>
          Discount type
          <select
            className={inputClasses}
            value={discountType}
            onChange={(e) => setDiscountType(e.target.value as Offer["discountType"])}
          >
            {OFFER_DISCOUNT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClasses}>
          Discount value
          <input
            className={inputClasses}
            type="number"
            min={0}
            step="any"
            value={discountValue}
            onChange={(e) => setDiscountValue(e.target.value)}
          />
        </label>
        <label className={labelClasses}>
          Minimum order (£)
          <input
            className={inputClasses}
            type="number"
            min={0}
            step="0.01"
            value={minOrder}
            onChange={(e) => setMinOrder(e.target.value)}
          />
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={labelClasses}>
          Valid from
          <input
            className={inputClasses}
            type="datetime-local"
            value={validFrom}
            onChange={(e) => setValidFrom(e.target.value)}
          />
        </label>
        <label className={labelClasses}>
          Valid to
          <input
            className={inputClasses}
            type="datetime-local"
            value={validTo}
            onChange={(e) => setValidTo(e.target.value)}
          />
        </label>
      </div>
      <label className={labelClasses}>
        Offer code (optional)
        <input
          className={`${inputClasses} uppercase`}
          value={offerCode}
          maxLength={20}
          onChange={(e) => setOfferCode(e.target.value.toUpperCase())}
        />
      </label>
      <label className={labelClasses}>
        Terms and conditions (optional)
        <textarea
          className={inputClasses}
          rows={2}
          value={terms}
          onChange={(e) => setTerms(e.target.value)}
        />
      </label>
      <Toggle label={isActive ? "Active" : "Inactive"} checked={isActive} onChange={setActive} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave || save.isPending}>
          {offer ? "Save offer" : "Create offer"}
        </Button>
      </div>
    </form>
  );
}

export function OffersTab() {
  const queryClient = useQueryClient();
  const offers = useQuery({ ...offersQueryOptions(), staleTime: 0 });
  const [editing, setEditing] = useState<Offer | "new" | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: offersQueryKey });
    void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey });
  };
  const toggle = useMutation({
    mutationFn: (offer: Offer) => updateOffer(offer.id, { isActive: !offer.isActive }),
    retry: false,
    onSuccess: (offer) => {
      toast.success(`Offer ${offer.isActive ? "activated" : "deactivated"}`);
      refresh();
    },
    onError: (error) => toast.error("Failed to update offer", { description: describeError(error) }),
  });
  const remove = useMutation({
    mutationFn: deleteOffer,
    retry: false,
    onSuccess: () => {
      toast.success("Offer deleted successfully");
      refresh();
    },
    onError: (error) => toast.error("Failed to delete offer", { description: describeError(error) }),
  });

  if (offers.isPending) return <Spinner label="Loading offers" />;
  if (offers.isError) return <p role="alert">Could not load offers: {describeError(offers.error)}</p>;

  return (
    <div>
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-xl font-bold text-maroon-800">Offers</h2>
        <Button onClick={() => setEditing("new")}>
          <Plus size={18} aria-hidden="true" /> Add Offer
        </Button>
      </div>
      {offers.data.length === 0 ? (
        <EmptyState>No offers yet.</EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {offers.data.map((offer) => (
            <Card key={offer.id}>
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h3 className="font-bold text-stone-900">{offer.title}</h3>
                  <p className="text-sm text-stone-700">{offer.description}</p>
                  <p className="mt-1 text-sm text-stone-800">
                    {offer.discountType === "percentage"
                      ? `${offer.discountValue}% off`
                      : offer.discountType === "fixed_amount"
                        ? `£${(offer.discountValue / 100).toFixed(2)} off`
                        : "Free delivery"}
                    {offer.offerCode ? ` · code ${offer.offerCode}` : ""}
                  </p>
                </div>
                <div className="flex">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${offer.title}`}
                    onClick={() => setEditing(offer)}
                  >
                    <Pencil size={16} aria-hidden="true" />
                  </Button>
                  <ConfirmButton
                    triggerLabel={`Delete ${offer.title}`}
                    title="Delete offer?"
                    description={`"${offer.title}" will be deleted.`}
                    onConfirm={() => remove.mutate(offer.id)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </ConfirmButton>
                </div>
              </div>
              <div className="mt-3">
                <Toggle
                  label={offer.isActive ? "Active" : "Inactive"}
                  checked={offer.isActive}
                  onChange={() => toggle.mutate(offer)}
                />
              </div>
            </Card>
          ))}
        </div>
      )}
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === "new" ? "Add Offer" : "Edit Offer"}
      >
        {editing !== null && (
          <OfferForm offer={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        )}
      </FormDialog>
    </div>
  );
}
