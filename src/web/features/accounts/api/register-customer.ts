import type { RegisterRequest, RegisterResponse } from "@shared/accounts/auth.schema";
import { ApiError } from "@web/lib/api-client";

/** Thrown when the server answers something that is not JSON (spec section 8). */
export class UnexpectedResponseError extends Error {
  constructor() {
    super("Server returned unexpected response format. Please try again.");
  }
}

/** POST /api/customer/register. The spec requires a JSON answer, so anything else is reported as such. */
export async function registerCustomer(body: RegisterRequest): Promise<RegisterResponse> {
  const response = await fetch("/api/customer/register", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
  const text = await response.text();
  if (!isJson) throw new UnexpectedResponseError();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  try {
    return JSON.parse(text) as RegisterResponse;
  } catch {
    throw new UnexpectedResponseError();
  }
}
