import type { Chef, ChefInput } from "@shared/chefs/chef.schema";
import { apiRequest } from "@web/lib/api-client";

export const updateChef = (id: number, body: Partial<ChefInput>) =>
  apiRequest<Chef>("PUT", `/api/chefs/${id}`, body);
