import type { Chef, ChefInput } from "../../../../shared/chefs/chef.schema";
import { apiRequest } from "../../../lib/api-client";

export function createChef(body: ChefInput) {
  return apiRequest<Chef>("POST", "/api/chefs", body);
}

export function updateChef(id: number, body: Partial<ChefInput>) {
  return apiRequest<Chef>("PUT", `/api/chefs/${id}`, body);
}

export function deleteChef(id: number) {
  return apiRequest<unknown>("DELETE", `/api/chefs/${id}`);
}
