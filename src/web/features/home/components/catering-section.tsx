import { useQuery } from "@tanstack/react-query";
import { Briefcase, Building2, Heart, PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { hasCatering } from "@shared/site-content/site-content-sections";
import { PageSection } from "@web/components/layout/page-section";
import { IconCard } from "@web/components/ui/icon-card";
import { useSectionLink } from "@web/lib/use-section-link";
import { cateringOfferQueryOptions } from "../../catering/api/get-catering-offer";
import { requestContactSubject } from "../../contact/contact-subject";
import { useAdvertisedPromotions } from "../../offers/use-active-promotions";
import { siteContentQueryOptions } from "../../site-content/api/get-site-content";

const primaryButton = "mt-4 rounded-lg bg-maroon-800 px-5 py-2 font-semibold text-white hover:bg-maroon-900";

/** The services' icons, in turn: decoration only, the words are the owner's. */
const ICONS = [Briefcase, Building2, Heart, PartyPopper];

export function CateringSection() {
  const { catering } = useAdvertisedPromotions();
  const goToSection = useSectionLink();
  const content = useQuery(siteContentQueryOptions()).data?.catering;
  // With catering taken online, the offer's code is used on the catering form, not in a message.
  const online = useQuery(cateringOfferQueryOptions()).data?.enabled === true;
  // Every quote button opens the contact form on the Catering subject.
  const askForQuote = () => {
    requestContactSubject("catering");
    goToSection("contact");
  };
  // The owner's services and figures (Site content); with none and no catering offer, no section.
  if (!content || (!hasCatering(content) && !catering)) return null;
  const { services, figures } = content;
  const figureList = figures.length > 0 && (
    <dl className="grid grid-cols-2 gap-4 text-center text-stone-900">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-xl bg-white p-4">
          <dt className="text-sm">{figure.label}</dt>
          <dd className="font-display text-3xl font-bold text-maroon-800">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <PageSection
      id="catering"
      title={content.title || "Catering"}
      className="bg-maroon-900 text-white"
      onDark
    >
      {content.intro.trim() && (
        <p className="mx-auto mt-3 max-w-2xl whitespace-pre-line text-center text-maroon-50">
          {content.intro}
        </p>
      )}
      {services.length > 0 && (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map(({ title, text }, index) => (
            <IconCard
              key={title}
              icon={ICONS[index % ICONS.length] ?? Briefcase}
              title={title}
              text={text}
              className="bg-white"
            >
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
      )}
      {!catering && figureList && <div className="mx-auto mt-10 max-w-md">{figureList}</div>}
      {!catering && online && (
        <p className="mt-10 text-center">
          <Link to="/catering" className={`inline-block ${primaryButton}`}>
            Order catering online
          </Link>
        </p>
      )}
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
                  Use code <strong className="font-mono text-lg">{catering.code}</strong>{" "}
                  {online ? "on your catering order." : "when you ask for a quote."}
                </>
              )}
            </p>
            {online ? (
              <Link to="/catering" className={`inline-block ${primaryButton}`}>
                Order catering online
              </Link>
            ) : (
              <button type="button" onClick={askForQuote} className={primaryButton}>
                Request a Catering Quote
              </button>
            )}
          </div>
          {figureList}
        </div>
      )}
    </PageSection>
  );
}
