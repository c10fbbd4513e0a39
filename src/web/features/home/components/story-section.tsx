import { useQuery } from "@tanstack/react-query";
import { hasStory, toParagraphs } from "@shared/site-content/site-content-sections";
import { siteContentQueryOptions } from "../../site-content/api/get-site-content";

/** The owner's story (Site content): paragraphs and a quote; not shown when left empty. */
export function StorySection() {
  const story = useQuery(siteContentQueryOptions()).data?.story;
  if (!story || !hasStory(story)) return null;
  const [first, ...rest] = toParagraphs(story.text);
  return (
    <section
      id="story"
      aria-labelledby={story.title ? "story-heading" : undefined}
      className="bg-white px-4 py-16"
    >
      <div className={`mx-auto grid max-w-6xl gap-8 ${story.quote.trim() ? "md:grid-cols-2" : ""}`}>
        <div>
          {story.title && (
            <h2 id="story-heading" className="font-display text-4xl font-bold text-maroon-800">
              {story.title}
            </h2>
          )}
          {first && <p className="mt-4 whitespace-pre-line text-lg text-stone-700">{first}</p>}
          {rest.map((paragraph) => (
            <p key={paragraph} className="mt-4 whitespace-pre-line text-stone-700">
              {paragraph}
            </p>
          ))}
        </div>
        {story.quote.trim() && (
          <blockquote className="self-center rounded-2xl bg-maroon-800 p-8 text-white">
            <p className="whitespace-pre-line font-display text-2xl italic">{story.quote}</p>
            {story.quoteBy && <footer className="mt-4 text-saffron-200">{story.quoteBy}</footer>}
          </blockquote>
        )}
      </div>
    </section>
  );
}
