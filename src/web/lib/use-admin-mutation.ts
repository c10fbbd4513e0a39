import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/lib/toast";
import { describeError } from "./api-client";

export interface AdminMutationOptions<TData, TVars> {
  mutationFn: (vars: TVars) => Promise<TData>;
  /** The success toast, or null for a change that speaks for itself. */
  success: string | null | ((data: TData, vars: TVars) => string | null);
  /**
   * The spec's failure text: a title with the server's message below it, or, for the texts the spec
   * writes on one line ('Failed to add time period: {message}'), a function of that message.
   */
  failure: string | ((message: string) => string);
  /** Queries whose data the change makes stale. */
  invalidate?: readonly QueryKey[];
  /** The query whose whole data the answer is (a settings object): the cache takes it as is, no refetch. */
  replaceData?: QueryKey;
  onSuccess?: (data: TData, vars: TVars) => void;
}

/** A staff change: mutate, toast success or the spec's failure text, refresh what it touched. */
export function useAdminMutation<TData, TVars = void>({
  mutationFn,
  success,
  failure,
  invalidate = [],
  replaceData,
  onSuccess,
}: AdminMutationOptions<TData, TVars>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, vars) => {
      const text = typeof success === "function" ? success(data, vars) : success;
      if (text) toast.success(text);
      if (replaceData) queryClient.setQueryData(replaceData, data);
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      onSuccess?.(data, vars);
    },
    onError: (error) => {
      const message = describeError(error);
      if (typeof failure === "function") toast.error(failure(message));
      else toast.error(failure, { description: message });
    },
  });
}
