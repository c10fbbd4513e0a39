import { RESTAURANT } from "../../lib/restaurant";

/** The restaurant's number, dialled on a tap. */
export function PhoneLink() {
  return (
    <a className="underline" href={RESTAURANT.phoneHref}>
      {RESTAURANT.phone}
    </a>
  );
}

/** The restaurant's address for email, opening the visitor's mail program. */
export function EmailLink() {
  return (
    <a className="underline" href={`mailto:${RESTAURANT.email}`}>
      {RESTAURANT.email}
    </a>
  );
}
