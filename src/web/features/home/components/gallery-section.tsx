import { useQuery } from "@tanstack/react-query";
import { getImageSrcSet } from "@shared/image-sizes";
import { PageSection } from "@web/components/layout/page-section";
import { siteContentQueryOptions } from "../../site-content/api/get-site-content";

/** The owner's photos (Site content), in their order, each with its alt text; none, no section. */
export function GallerySection() {
  const gallery = useQuery(siteContentQueryOptions()).data?.gallery ?? [];
  if (gallery.length === 0) return null;
  return (
    <PageSection id="gallery" title="Gallery">
      <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3">
        {gallery.map((photo) => (
          <li key={photo.id} className="overflow-hidden rounded-2xl bg-stone-200">
            <img
              src={photo.imageUrl}
              srcSet={getImageSrcSet(photo.imageUrl) ?? undefined}
              sizes="(min-width: 768px) 33vw, 50vw"
              alt={photo.alt}
              loading="lazy"
              decoding="async"
              width={800}
              height={600}
              className="aspect-[4/3] h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
