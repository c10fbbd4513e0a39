import type { Chef, ChefInput } from "../../../../shared/chefs/chef.schema";
import { apiRequest } from "../../../lib/api-client";

export const createChef = (body: ChefInput) => apiRequest<Chef>("POST", "/api/chefs", body);
export const updateChef = (id: number, body: Partial<ChefInput>) =>
  apiRequest<Chef>("PUT", `/api/chefs/${id}`, body);
export const deleteChef = (id: number) => apiRequest<unknown>("DELETE", `/api/chefs/${id}`);
