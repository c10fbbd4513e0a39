import { ContactSection } from "../contact/contact-section";
import { ReservationSection } from "../reservations/reservation-section";
import { ReviewsSection } from "../reviews/reviews-section";
import { AboutSection } from "./components/about-section";
import { CateringSection } from "./components/catering-section";
import { DeliverySection } from "./components/delivery-section";
import { FeaturedSection } from "./components/featured-section";
import { GallerySection } from "./components/gallery-section";
import { StorySection } from "./components/story-section";

/** The home page's sections after the menu: below the fold, so home-page.tsx loads them lazily. */
export function LaterSections() {
  return (
    <>
      <FeaturedSection />
      <AboutSection />
      <CateringSection />
      <DeliverySection />
      <GallerySection />
      <StorySection />
      <ReviewsSection />
      <ContactSection />
      <ReservationSection />
    </>
  );
}
