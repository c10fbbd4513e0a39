import { KitchenBoard } from "./kitchen-board/kitchen-board";

/** The admin's Orders tab is the kitchen board (kitchen-board/). */
export function OrdersTab() {
  return <KitchenBoard />;
}
