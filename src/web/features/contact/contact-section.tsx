import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { lazy, Suspense } from "react";
import { EmailLink, PhoneLink } from "../../components/layout/contact-links";
import { PageSection } from "../../components/layout/page-section";
import { useRestaurant } from "../../lib/restaurant";
import { OpeningHoursList } from "../opening-hours/opening-hours-list";

/** The form's code (react-hook-form, zod) is not needed for the first paint of the page. */
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

/**
 * Holds the form's place while its code loads (client navigation only), so nothing below moves:
 * the form's height as measured at 375 px and from 640 px wide.
 */
const FORM_PLACEHOLDER = (
  <div aria-hidden="true" className="h-[603px] rounded-2xl sm:h-[442px] bg-white ring-1 ring-stone-200" />
);

export function ContactSection() {
  const restaurant = useRestaurant();
  return (
    <PageSection id="contact" title="Contact Us">
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6 rounded-2xl bg-maroon-900 p-6 text-white">
          {restaurant ? (
            <div>
              <h3 className="flex items-center gap-2 font-display text-xl font-bold text-saffron-200">
                <MapPin className="h-5 w-5" aria-hidden="true" /> Address
              </h3>
              <address className="mt-2 not-italic">
                {restaurant.street}
                <br />
                {restaurant.town} {restaurant.postcode}
              </address>
            </div>
          ) : (
            <p>This site is being set up: the restaurant's address and phone will appear here.</p>
          )}
          {restaurant && (
            <div>
              <h3 className="flex items-center gap-2 font-display text-xl font-bold text-saffron-200">
                <Phone className="h-5 w-5" aria-hidden="true" /> Phone and email
              </h3>
              <p className="mt-2">
                <PhoneLink />
              </p>
              <p className="mt-1 flex items-center gap-2">
                <Mail className="h-4 w-4" aria-hidden="true" />
                <EmailLink />
              </p>
            </div>
          )}
          <div>
            <h3 className="flex items-center gap-2 font-display text-xl font-bold text-saffron-200">
              <Clock className="h-5 w-5" aria-hidden="true" /> Opening Hours
            </h3>
            <OpeningHoursList className="mt-2" />
          </div>
        </div>
        <Suspense fallback={FORM_PLACEHOLDER}>
          <ContactForm />
        </Suspense>
      </div>
    </PageSection>
  );
}
