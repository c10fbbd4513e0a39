import { Star } from "lucide-react";
import { useId, useState } from "react";
import { type ReviewSubmission, ReviewSubmissionSchema } from "@shared/reviews/review.schema";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { useSchemaForm } from "../../lib/use-schema-form";

const RATING_WORDS = ["", "Poor", "Not great", "Good", "Very good", "Excellent"] as const;

/**
 * 1-5 stars (a radio group: arrow keys move between them) and optional words. Used by the private
 * link's page and by the account page (decision 0030).
 */
export function ReviewForm({
  onSubmit,
  pending,
  error,
}: {
  onSubmit: (review: { rating: number; text: string | null }) => void;
  pending: boolean;
  error: string | null;
}) {
  const form = useSchemaForm(ReviewSubmissionSchema, { rating: 0, text: "" } as ReviewSubmission);
  const { register, handleSubmit, formState, setValue } = form;
  const [rating, setRating] = useState(0);
  const legendId = useId();
  const name = useId();
  const ratingError = formState.errors.rating?.message;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit((values) => onSubmit({ rating: values.rating, text: values.text ?? null }))}
    >
      <fieldset aria-describedby={ratingError ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-2 font-semibold text-stone-900">
          Your rating <span aria-hidden="true">*</span>
          <span className="sr-only">(required)</span>
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded p-1 focus-within:ring-2 focus-within:ring-maroon-700"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setValue("rating", n, { shouldValidate: formState.isSubmitted });
                }}
                className="sr-only"
              />
              <Star
                className={`h-9 w-9 ${n <= rating ? "fill-saffron-500 text-saffron-700" : "text-stone-500"}`}
                aria-hidden="true"
              />
              <span className="sr-only">
                {n} star{n === 1 ? "" : "s"} ({RATING_WORDS[n]})
              </span>
            </label>
          ))}
        </div>
        <p className="mt-1 text-sm text-stone-800" aria-live="polite">
          {rating ? `${rating} out of 5: ${RATING_WORDS[rating]}` : "Choose 1 to 5 stars"}
        </p>
        {ratingError && (
          <p id={`${legendId}-error`} className="mt-1 text-sm font-medium text-red-800">
            {ratingError}
          </p>
        )}
      </fieldset>
      <FormField label="Your review" optional error={formState.errors.text?.message}>
        <textarea rows={4} maxLength={2000} {...register("text")} />
      </FormField>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? "Sending..." : "Send review"}
      </Button>
    </form>
  );
}
