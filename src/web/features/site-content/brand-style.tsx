import { useQuery } from "@tanstack/react-query";
import { brandQueryOptions } from "./api/get-site-content";

/**
 * The owner's accent colour as two CSS variables (styles.css holds the defaults): the header and
 * its buttons draw with var(--accent) and var(--on-accent), so no class or stylesheet changes.
 * The server refused any colour no text can be read on and says which text it carries (white or
 * the dark text): nothing of the contrast rule is in the public bundle.
 */
export function BrandStyle() {
  const { data } = useQuery(brandQueryOptions());
  if (!data?.accentColour || !data.textOnAccent) return null;
  return <style>{`:root{--accent:${data.accentColour};--on-accent:${data.textOnAccent}}`}</style>;
}

/** The owner's logo beside the name in the header (the name says who it is: the logo is decoration). */
export function BrandLogo() {
  const { data } = useQuery(brandQueryOptions());
  if (!data?.logoUrl) return null;
  return (
    <img
      src={data.logoUrl.replace(/\/\d+\.webp$/, "/400.webp")}
      alt=""
      data-testid="site-logo"
      width={48}
      height={48}
      className="h-10 w-10 rounded object-contain md:h-12 md:w-12"
    />
  );
}
