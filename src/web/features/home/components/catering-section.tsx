import { Briefcase, Building2, Heart, PartyPopper } from "lucide-react";
import { PageSection } from "@web/components/layout/page-section";
import { IconCard } from "@web/components/ui/icon-card";
import { useSectionLink } from "@web/lib/use-section-link";
import { requestContactSubject } from "../../contact/contact-subject";
import { useAdvertisedPromotions } from "../../offers/use-active-promotions";

const SERVICES = [
  {
    icon: Briefcase,
    title: "Office Lunches",
    text: "Biryani trays, curries and breads delivered hot for your team.",
  },
  {
    icon: Building2,
    title: "Corporate Events",
    text: "Buffets and canapés for conferences, launches and parties.",
  },
  { icon: Heart, title: "Weddings", text: "Traditional Hyderabadi wedding menus, from mehndi to walima." },
  {
    icon: PartyPopper,
    title: "Private Parties",
    text: "Birthdays, anniversaries and family gatherings of any size.",
  },
] as const;

export function CateringSection() {
  const { catering } = useAdvertisedPromotions();
  const goToSection = useSectionLink();
  // Every quote button opens the contact form on the Catering subject.
  const askForQuote = () => {
    requestContactSubject("catering");
    goToSection("contact");
  };
  return (
    <PageSection id="catering" title="Catering Services" className="bg-maroon-900 text-white" onDark>
      <p className="mx-auto mt-3 max-w-2xl text-center text-maroon-50">
        Bring Hyderabad House to your office, celebration or wedding.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map(({ icon, title, text }) => (
          <IconCard key={title} icon={icon} title={title} text={text} className="bg-white">
            <button
              type="button"
              aria-label={`Get a quote for ${title.toLowerCase()}`}
              onClick={askForQuote}
              className="mt-4 rounded-lg bg-maroon-800 px-4 py-2 font-semibold text-white hover:bg-maroon-900"
            >
              Get a Quote
            </button>
          </IconCard>
        ))}
      </ul>
      {catering && (
        <div className="mt-10 grid items-center gap-6 rounded-2xl bg-saffron-400 p-6 text-stone-900 md:grid-cols-[2fr_1fr]">
          <div>
            <p className="text-sm font-bold tracking-wider">
              FIRST-TIME CATERING OFFER · {catering.whereLabel.toUpperCase()}
            </p>
            <h3 className="font-display text-3xl font-bold">{catering.headline}</h3>
            <p className="mt-1">
              {catering.terms.filter((t) => !t.startsWith("Code ")).join(". ")}.
              {catering.code && (
                <>
                  {" "}
                  Use code <strong className="font-mono text-lg">{catering.code}</strong> when you ask for a
                  quote.
                </>
              )}
            </p>
            <button
              type="button"
              onClick={askForQuote}
              className="mt-4 rounded-lg bg-maroon-800 px-5 py-2 font-semibold text-white hover:bg-maroon-900"
            >
              Request a Catering Quote
            </button>
          </div>
          <dl className="grid grid-cols-2 gap-4 text-center">
            <div className="flex flex-col-reverse rounded-xl bg-white p-4">
              <dt className="text-sm">Events catered</dt>
              <dd className="font-display text-3xl font-bold text-maroon-800">500+</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl bg-white p-4">
              <dt className="text-sm">Corporate clients</dt>
              <dd className="font-display text-3xl font-bold text-maroon-800">50+</dd>
            </div>
          </dl>
        </div>
      )}
    </PageSection>
  );
}
