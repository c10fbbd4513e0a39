import { useHashScroll } from "../../lib/use-section-link";
import { ContactSection } from "../contact/contact-section";
import { MenuSection } from "../menu/menu-section";
import { OrderingStatusBanner } from "../orders/ordering-status";
import { ReservationSection } from "../reservations/reservation-section";
import { ReviewsSection } from "../reviews/reviews-section";
import { AboutSection } from "./components/about-section";
import { CateringBanner } from "./components/catering-banner";
import { CateringSection } from "./components/catering-section";
import { DeliverySection } from "./components/delivery-section";
import { FeaturedSection } from "./components/featured-section";
import { GallerySection } from "./components/gallery-section";
import { HeroSection } from "./components/hero-section";
import { StorySection } from "./components/story-section";

export function HomePage() {
  useHashScroll();
  return (
    <>
      <OrderingStatusBanner className="rounded-none justify-center" />
      <HeroSection />
      <MenuSection />
      <FeaturedSection />
      <AboutSection />
      <CateringSection />
      <DeliverySection />
      <GallerySection />
      <StorySection />
      <ReviewsSection />
      <ContactSection />
      <ReservationSection />
      {/* Room at the end of the page so the fixed catering banner never hides the last form button. */}
      <div className="h-16" aria-hidden="true" />
      <CateringBanner />
    </>
  );
}
