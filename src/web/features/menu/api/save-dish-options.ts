import type { DishOptionsInput, OptionGroup } from "@shared/menu/dish-options";
import { apiRequest } from "@web/lib/api-client";

export function saveDishOptions(id: number, body: DishOptionsInput) {
  return apiRequest<OptionGroup[]>("PUT", `/api/admin/menu/${id}/options`, body);
}
