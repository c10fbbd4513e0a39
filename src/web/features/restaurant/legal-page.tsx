import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LEGAL_PAGE_TITLES, type LegalPageSlug } from "@shared/restaurant/legal-pages";
import { Breadcrumb } from "@web/components/layout/breadcrumb";
import { Spinner } from "@web/components/ui/spinner";
import { formatCalendarDateWithYear } from "@web/lib/format";
import { legalPageQueryOptions } from "./api/get-legal-page";

/**
 * The privacy notice, the terms of sale and the allergen statement (decision 0042): the owner's
 * wording with the restaurant's details filled in by the server. Loaded on demand (its own chunk).
 */
function LegalPage({ slug }: { slug: LegalPageSlug }) {
  const page = useQuery(legalPageQueryOptions(slug));
  const title = LEGAL_PAGE_TITLES[slug];
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb trail={[title]} />
      <h1 className="mt-4 font-display text-3xl font-bold text-maroon-800">{title}</h1>
      {page.isPending && <Spinner label={`Loading the ${title.toLowerCase()}`} />}
      {page.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-900">
          We couldn't load this page. Please refresh.
        </p>
      )}
      {page.data && page.data.body === null && (
        <p className="mt-4 text-stone-700">This site is being set up: this page will follow shortly.</p>
      )}
      {page.data?.body && (
        <>
          <div className="mt-4 space-y-3 text-stone-800">{renderLegalText(page.data.body)}</div>
          {page.data.updatedAt && (
            <p className="mt-8 text-sm text-stone-600">
              Last updated {formatCalendarDateWithYear(page.data.updatedAt.slice(0, 10))}.
            </p>
          )}
        </>
      )}
    </article>
  );
}

/** "[words](/path)" links to a page of the site; anything else is text (never HTML). */
function renderInline(text: string, key: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const link = /\[([^\]]+)\]\((\/[A-Za-z0-9/_#-]*)\)/g;
  let last = 0;
  for (const match of text.matchAll(link)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <Link key={`${key}-${at}`} className="underline" to={match[2] ?? "/"}>
        {match[1]}
      </Link>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Blank lines part paragraphs; "## " starts a heading; "- " lines make a list. */
export function renderLegalText(body: string): ReactNode[] {
  const blocks: ReactNode[] = [];
  const lines = body.split(/\r?\n/);
  let list: string[] = [];
  let paragraph: string[] = [];
  const flush = (i: number) => {
    if (paragraph.length > 0) {
      blocks.push(<p key={`p${i}`}>{renderInline(paragraph.join(" "), `p${i}`)}</p>);
      paragraph = [];
    }
    if (list.length > 0) {
      blocks.push(
        <ul key={`u${i}`} className="list-disc space-y-1 pl-6">
          {list.map((item) => (
            <li key={item}>{renderInline(item, item.slice(0, 20))}</li>
          ))}
        </ul>,
      );
      list = [];
    }
  };
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") {
      flush(i);
      continue;
    }
    if (line.startsWith("## ")) {
      flush(i);
      blocks.push(
        <h2 key={`h${i}`} className="mt-6 font-display text-xl font-bold text-maroon-800">
          {line.slice(3)}
        </h2>,
      );
      continue;
    }
    if (line.startsWith("- ")) {
      if (paragraph.length > 0) flush(i);
      list.push(line.slice(2));
      continue;
    }
    if (list.length > 0) flush(i);
    paragraph.push(line);
  }
  flush(lines.length);
  return blocks;
}

export function PrivacyPage() {
  return <LegalPage slug="privacy" />;
}

export function TermsPage() {
  return <LegalPage slug="terms" />;
}

export function AllergensPage() {
  return <LegalPage slug="allergens" />;
}
