import type { MenuItem } from "@shared/menu/menu.schema";
import type { MenuAvailability } from "@shared/menu/menu-admin.schema";
import { apiRequest } from "@web/lib/api-client";

/** One of a dish's choices sold out today or back (the board's 86 list); answers the dish. */
export function setChoiceAvailability(choiceId: number, body: MenuAvailability) {
  return apiRequest<MenuItem>("PUT", `/api/admin/menu/choices/${choiceId}/availability`, body);
}
