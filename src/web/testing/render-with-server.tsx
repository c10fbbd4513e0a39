/**
 * Component tests at the network boundary: the real components, query client and api modules, with
 * `fetch` answered from a table of canned responses and every request recorded, so a test sees what
 * the browser would have sent to the server (and that nothing was sent when the form refused).
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Toaster } from "sonner";
import { expect, vi } from "vitest";
import type { z } from "zod";
import { createQueryClient } from "../app/query-client";

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

interface Reply {
  status: number;
  body: unknown;
}

/** "GET /api/admin/settings" → the JSON answered (or a function of the request); writes answer 200 `{ success: true }` unless listed. */
export type FakeRoutes = Record<string, unknown | ((request: SentRequest) => Reply)>;

export function reply(status: number, body: unknown): (request: SentRequest) => Reply {
  return () => ({ status, body });
}

export function fakeServer(routes: FakeRoutes) {
  const requests: SentRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : (init.body ?? undefined);
    const request: SentRequest = { method, path: url.pathname + url.search, body };
    requests.push(request);
    const route = routes[`${method} ${request.path}`];
    let answer: Reply;
    if (typeof route === "function") answer = route(request);
    else if (route !== undefined) answer = { status: 200, body: route };
    else if (method === "GET") answer = { status: 404, body: { message: "Not found" } };
    else answer = { status: 200, body: { success: true, message: "OK" } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  const writes = () => requests.filter((r) => r.method !== "GET");
  return {
    requests,
    /** The requests that would have changed something on the server. */
    writes,
    /**
     * Exactly this one change was sent (`route` as FakeRoutes name one: "PUT /api/admin/settings"),
     * and the server's own input schema accepts its body.
     */
    expectOneWrite(route: string, serverSchema: z.ZodType, body: unknown) {
      expect(writes()).toEqual([toRequest(route, body)]);
      expect(serverSchema.safeParse(body).error).toBeUndefined();
    },
    /** As expectOneWrite, for a body checked in the fields given only; returns the request sent. */
    expectOneWriteMatching(route: string, serverSchema: z.ZodType, fields: Record<string, unknown>) {
      const sent = writes();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject(toRequest(route, fields));
      expect(serverSchema.safeParse(sent[0]?.body).error).toBeUndefined();
      return sent[0] as SentRequest;
    },
  };
}

function toRequest(route: string, body: unknown): SentRequest {
  const [method = "", path = ""] = route.split(" ");
  return { method, path, body };
}

/** Replaces what a field holds, as a user selecting it all and typing would. */
export async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** Renders as the app does: a fresh query client with the app's defaults, and the toasts. */
export function renderWithClient(ui: ReactElement) {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, ...result };
}
