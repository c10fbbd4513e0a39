import type { Chef, ChefInput } from "@shared/chefs/chef.schema";
import { apiRequest } from "@web/lib/api-client";

export const createChef = (body: ChefInput) => apiRequest<Chef>("POST", "/api/chefs", body);
