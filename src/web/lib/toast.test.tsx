import { act, render } from "@testing-library/react";
import { Toaster } from "sonner";
import { expect, it } from "vitest";
import { toast } from "./toast";

/** The toasts in the page that are not on their way out. */
const standing = () =>
  [...document.querySelectorAll("[data-sonner-toast]")]
    .filter((e) => e.getAttribute("data-removed") !== "true")
    .map((e) => e.textContent);

it("shows one toast at a time: a new one dismisses the one before, whatever its kind", async () => {
  render(<Toaster visibleToasts={1} />);
  for (const show of [() => toast.success("Saved"), () => toast.error("Refused"), () => toast("Noted")]) {
    await act(async () => {
      show();
      await new Promise((r) => setTimeout(r, 20));
    });
  }
  await act(async () => new Promise((r) => setTimeout(r, 600)));
  expect(standing()).toEqual(["Noted"]);
});
