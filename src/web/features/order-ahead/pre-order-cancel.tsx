import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { isPreOrder } from "@shared/order-ahead/order-ahead-days";
import { Button } from "@web/components/ui/button";
import { ApiError } from "@web/lib/api-client";
import { cancelPreOrder } from "./api/order-ahead-requests";

/**
 * The diner's "Cancel this pre-order" on the live order page (issue 39 item 4): the server decides
 * whether the cut-off has passed and, if so, its answer says to call (with the restaurant's phone).
 */
export function PreOrderCancel({
  order,
  accessToken,
  onCancelled,
}: {
  order: { id: number; orderStatus: string; collectionDate: string; createdAt: string };
  accessToken: string | null;
  onCancelled: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => cancelPreOrder(order.id, accessToken),
    onSuccess: onCancelled,
    onError: (error) =>
      setRefusal(
        error instanceof ApiError ? error.serverMessage : "Could not cancel. Please call the restaurant.",
      ),
  });
  if (!accessToken || order.orderStatus !== "received") return null;
  if (!isPreOrder(order.collectionDate, new Date(order.createdAt))) return null;
  return (
    <div className="space-y-2">
      <Button type="button" variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
        Cancel this pre-order
      </Button>
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {refusal}
        </p>
      )}
    </div>
  );
}
