import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useId, useState } from "react";
import {
  CATERING_PRICING_LABELS,
  CATERING_STATUSES,
  type CateringOrder,
  type CateringStatus,
} from "@shared/catering/catering.schema";
import { formatPence } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { FormDialog } from "@web/components/ui/form-dialog";
import { BoundField, HookForm, labelClass } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { formatCalendarDateInFull, formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import {
  type CateringRequestFilter,
  cateringInvoiceUrl,
  cateringRequestsKey,
  cateringRequestsQueryOptions,
  decideCateringRequest,
} from "../api/catering-owner-requests";
import { CateringDecisionFormSchema, type CateringDecisionFormValues } from "../catering-owner-form.schema";

/** Where a request stands, in the owner's words (the diner's page words it for the diner). */
const STATUS_WORDS: Record<CateringStatus, string> = {
  requested: "Waiting for your answer",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};

const FILTERS: readonly CateringRequestFilter[] = ["all", ...CATERING_STATUSES];
const FILTER_WORDS: Record<CateringRequestFilter, string> = { all: "All requests", ...STATUS_WORDS };

type Decision = CateringDecisionFormValues["decision"];
const DECISION_WORDS: Record<Decision, { verb: string; done: string; failed: string }> = {
  confirm: { verb: "Confirm", done: "Catering request confirmed", failed: "Could not confirm the request" },
  decline: { verb: "Decline", done: "Catering request declined", failed: "Could not decline the request" },
};

/** Those waiting for the owner first; otherwise the server's order (the coming days first). */
function waitingFirst(orders: CateringOrder[]): CateringOrder[] {
  return [...orders].sort((a, b) => Number(b.status === "requested") - Number(a.status === "requested"));
}

function DecisionForm({
  order,
  decision,
  onDone,
}: {
  order: CateringOrder;
  decision: Decision;
  onDone: () => void;
}) {
  const form = useSchemaForm(CateringDecisionFormSchema, { decision, message: "" });
  const words = DECISION_WORDS[decision];
  const decide = useAdminMutation({
    mutationFn: (body: { decision: Decision; message: string }) => decideCateringRequest(order.id, body),
    success: words.done,
    failure: words.failed,
    invalidate: [cateringRequestsKey],
    onSuccess: onDone,
  });
  return (
    <HookForm form={form} className="space-y-4" onValid={(body) => decide.mutate(body)}>
      <p className="text-stone-800">
        {decision === "confirm"
          ? `${order.contactName} is mailed that the request is confirmed and asked to pay the deposit of ${formatPence(order.depositPence)}.`
          : `${order.contactName} is mailed that the restaurant cannot take this request, with your reason.`}
      </p>
      <BoundField<CateringDecisionFormValues>
        name="message"
        label="Message to the diner"
        required={decision === "decline"}
        optional={decision === "confirm"}
      >
        <textarea rows={4} />
      </BoundField>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={decision === "decline" ? "danger" : "primary"}
          disabled={decide.isPending}
        >
          {words.verb} request
        </Button>
      </div>
    </HookForm>
  );
}

function Money({ label, pence, strong = false }: { label: string; pence: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd>{formatPence(pence)}</dd>
    </div>
  );
}

function RequestCard({ order, onDecide }: { order: CateringOrder; onDecide: (decision: Decision) => void }) {
  const who = order.companyName ? `${order.contactName}, ${order.companyName}` : order.contactName;
  const discount = order.discountTitle ?? order.couponCode ?? "Discount";
  return (
    <Card>
      <article aria-label={`Catering request ${order.reference}`} className="space-y-3">
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-bold text-stone-900">
            <span className="font-mono">{order.reference}</span> · {formatCalendarDateInFull(order.eventDate)}{" "}
            at {order.eventTime}
          </h3>
          <p className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-900">
            {STATUS_WORDS[order.status]}
          </p>
        </header>
        <div className="grid gap-3 text-sm text-stone-800 md:grid-cols-2">
          <div className="space-y-1">
            <p>
              {order.guests} {order.guests === 1 ? "guest" : "guests"} · {who}
            </p>
            <p>
              <a className="underline" href={`tel:${order.phone}`}>
                {order.phone}
              </a>{" "}
              ·{" "}
              <a className="underline" href={`mailto:${order.email}`}>
                {order.email}
              </a>
            </p>
            <p>
              {order.fulfilment === "delivery"
                ? `Delivery to ${[order.deliveryAddress, order.deliveryPostcode].filter(Boolean).join(", ")}`
                : "Collection from the restaurant"}
            </p>
            {order.notes && <p className="whitespace-pre-line text-stone-700">Notes: {order.notes}</p>}
            {order.ownerMessage && (
              <p className="whitespace-pre-line text-stone-700">Your message: {order.ownerMessage}</p>
            )}
            <p className="text-stone-700">Received {formatInstant(order.createdAt)}</p>
          </div>
          <div>
            <ul aria-label="Dishes">
              {order.lines.map((line) => (
                <li key={line.itemId} className="flex justify-between gap-4">
                  <span>
                    {line.quantity} × {line.name} ({CATERING_PRICING_LABELS[line.pricing].toLowerCase()}
                    {line.serves ? `, serves ${line.serves}` : ""})
                  </span>
                  <span>{formatPence(line.linePence)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 border-t border-stone-200 pt-2">
              {order.discountPence > 0 && <Money label={discount} pence={-order.discountPence} />}
              {order.deliveryChargePence > 0 && <Money label="Delivery" pence={order.deliveryChargePence} />}
              <Money label="Total" pence={order.totalPence} strong />
              <Money label="Deposit" pence={order.depositPence} />
              <Money label="Paid" pence={order.paidPence} />
            </dl>
          </div>
        </div>
        {order.status === "requested" && (
          <div className="flex gap-2">
            <Button aria-label={`Confirm ${order.reference}`} onClick={() => onDecide("confirm")}>
              Confirm
            </Button>
            <Button
              variant="secondary"
              aria-label={`Decline ${order.reference}`}
              onClick={() => onDecide("decline")}
            >
              Decline
            </Button>
          </div>
        )}
        {order.status === "confirmed" && (
          <a
            href={cateringInvoiceUrl(order.id)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-medium text-maroon-800 underline"
          >
            <FileText className="h-4 w-4" aria-hidden="true" /> Invoice (PDF)
          </a>
        )}
      </article>
    </Card>
  );
}

/** The diners' catering requests: those waiting first, each with its sums and the owner's answer. */
export function CateringOwnerRequests() {
  const [status, setStatus] = useState<CateringRequestFilter>("all");
  const [deciding, setDeciding] = useState<{ order: CateringOrder; decision: Decision } | null>(null);
  const requests = useQuery(cateringRequestsQueryOptions(status));
  const filterId = useId();
  const close = () => setDeciding(null);
  return (
    <section aria-labelledby={`${filterId}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${filterId}-title`} className="text-xl font-bold text-maroon-800">
          Requests
        </h2>
        <div>
          <label htmlFor={filterId} className={labelClass}>
            Show
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(e) => setStatus(e.target.value as CateringRequestFilter)}
            className="mt-1 rounded-lg border border-stone-400 bg-white px-3 py-2"
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_WORDS[f]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Loaded
        query={requests}
        what="catering requests"
        empty={status === "all" ? "No catering requests yet" : "No catering requests with this status"}
        isEmpty={(d) => d.orders.length === 0}
      >
        {({ orders }) => (
          <div className="space-y-3">
            {waitingFirst(orders).map((order) => (
              <RequestCard
                key={order.id}
                order={order}
                onDecide={(decision) => setDeciding({ order, decision })}
              />
            ))}
          </div>
        )}
      </Loaded>
      <FormDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && close()}
        title={
          deciding
            ? `${DECISION_WORDS[deciding.decision].verb} ${deciding.order.reference}`
            : "Catering request"
        }
      >
        {deciding && <DecisionForm order={deciding.order} decision={deciding.decision} onDone={close} />}
      </FormDialog>
    </section>
  );
}
