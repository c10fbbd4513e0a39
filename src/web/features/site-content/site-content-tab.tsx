import { useQuery } from "@tanstack/react-query";
import { Loaded } from "@web/components/ui/loaded";
import { menuQueryOptions } from "@web/features/menu/api/get-menu";
import { siteContentQueryOptions } from "./api/get-site-content";
import { BrandPanel } from "./components/brand-panel";
import { GalleryPanel } from "./components/gallery-panel";
import { SiteWordsForm } from "./components/site-words-form";

/** The owner's Site content tab: the home page's words, the gallery, the logo and colour. */
export function SiteContentTab() {
  const content = useQuery({ ...siteContentQueryOptions(), staleTime: 0 });
  const menu = useQuery(menuQueryOptions());
  return (
    <Loaded query={content} what="site content">
      {({ gallery, brand, ...words }) => (
        <div className="grid gap-6">
          <BrandPanel brand={brand} />
          <GalleryPanel gallery={gallery} />
          {menu.data && <SiteWordsForm words={words} menu={menu.data} />}
        </div>
      )}
    </Loaded>
  );
}
