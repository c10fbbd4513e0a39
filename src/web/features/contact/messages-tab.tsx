import { useQuery } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { Loaded } from "@web/components/ui/loaded";
import { formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { messagesQueryKey, messagesQueryOptions } from "./api/get-messages";
import { markMessageRead } from "./api/mark-message-read";

export function MessagesTab() {
  const messages = useQuery(messagesQueryOptions());
  const markRead = useAdminMutation({
    mutationFn: markMessageRead,
    success: null,
    failure: "Failed to update message",
    invalidate: [messagesQueryKey],
  });

  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-maroon-800">Messages</h2>
      <Loaded query={messages} what="messages" empty="No contact or catering messages yet.">
        {(list) => (
          <div className="space-y-3">
            {list.map((m) => (
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
                      · {formatInstant(m.createdAt)}
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
      </Loaded>
    </div>
  );
}
