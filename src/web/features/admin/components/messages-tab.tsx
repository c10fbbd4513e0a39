import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { markMessageRead, messagesQueryKey, messagesQueryOptions } from "../api/admin-inbox";
import { Card, describeError, EmptyState } from "./admin-ui";

export function MessagesTab() {
  const queryClient = useQueryClient();
  const messages = useQuery(messagesQueryOptions());
  const markRead = useMutation({
    mutationFn: markMessageRead,
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
    onError: (e) => toast.error("Failed to update message", { description: describeError(e) }),
  });

  if (messages.isPending) return <Spinner label="Loading messages" />;
  if (messages.isError) return <p role="alert">Could not load messages: {describeError(messages.error)}</p>;
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-maroon-800">Messages</h2>
      {messages.data.length === 0 ? (
        <EmptyState>No contact or catering messages yet.</EmptyState>
      ) : (
        <div className="space-y-3">
          {messages.data.map((m) => (
            <Card key={m.id} className={m.status === "unread" ? "border-l-4 border-l-maroon-800" : ""}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h3 className="font-semibold text-stone-900">
                    {m.firstName} {m.lastName} · <span className="capitalize">{m.subject}</span>
                    {m.status === "unread" && (
                      <span className="ml-2 text-sm font-bold text-maroon-800">Unread</span>
                    )}
                  </h3>
                  <p className="text-sm text-stone-700">
                    <a className="underline" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>{" "}
                    · {new Date(m.createdAt).toLocaleString("en-GB", { timeZone: "Europe/London" })}
                  </p>
                </div>
                {m.status === "unread" && (
                  <Button size="sm" variant="ghost" onClick={() => markRead.mutate(m.id)}>
                    Mark as read
                  </Button>
                )}
              </div>
              <p className="mt-2 whitespace-pre-wrap text-stone-900">{m.message}</p>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
