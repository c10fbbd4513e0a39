import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { STAFF_SESSION_ENDED, STAFF_SIGN_IN_REQUIRED } from "@shared/admin/admin-auth.schema";
import { ApiError } from "@web/lib/api-client";

/** A staff request refused because nobody is signed in any more. */
function isSessionEnded(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (error.code === STAFF_SESSION_ENDED.code || error.code === STAFF_SIGN_IN_REQUIRED.code)
  );
}

/**
 * Watches every staff query and change for the 401 of an ended session. Returns whether it has
 * ended, a way to say so (the live stream's own notice), and what to do once signed in again.
 */
export function useSessionEnded() {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    // Only a fresh failure: a refetch after signing in again still carries the old error meanwhile.
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isSessionEnded(event.action.error)) {
        setEnded(true);
      }
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isSessionEnded(event.action.error)) {
        setEnded(true);
      }
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  const markEnded = useCallback(() => setEnded(true), []);
  const signedInAgain = useCallback(async () => {
    setEnded(false);
    // Everything the old session failed to load, loaded again (the session query says who it is now).
    await queryClient.invalidateQueries();
  }, [queryClient]);

  return { ended, markEnded, signedInAgain };
}
