import { useMutation } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { useState } from "react";
import { type NewsletterSignUp, NewsletterSignUpSchema } from "@shared/newsletter/newsletter.schema";
import { HookForm, InputField } from "@web/components/ui/form-field";
import { describeError } from "@web/lib/api-client";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { signUpForNewsletter } from "./api/newsletter-requests";

const Field = InputField<NewsletterSignUp>;

/**
 * The footer's newsletter sign-up (issue 27): email and an optional name; the server sends a
 * confirmation link (double opt-in) and says the same whether or not the address was known.
 */
export function NewsletterSignUpForm() {
  const form = useSchemaForm(NewsletterSignUpSchema, { email: "", firstName: "" });
  const [answer, setAnswer] = useState<string | null>(null);
  const signUp = useMutation({
    mutationFn: signUpForNewsletter,
    onSuccess: (result) => {
      setAnswer(result.message);
      form.reset({ email: "", firstName: "" });
    },
  });
  return (
    <div>
      <h2 className="font-semibold text-saffron-200">Newsletter</h2>
      <p className="mt-2 text-sm">
        News from our kitchen and our offers, now and then. Unsubscribe any time.
      </p>
      <HookForm
        form={form}
        aria-label="Newsletter sign-up"
        onValid={(values) => {
          setAnswer(null);
          signUp.mutate(values);
        }}
        className="mt-3 space-y-2 rounded-lg bg-white p-3 text-stone-900"
      >
        <Field name="email" label="Email" required type="email" autoComplete="email" maxLength={255} />
        <Field name="firstName" label="First name" optional autoComplete="given-name" maxLength={50} />
        <button
          type="submit"
          disabled={signUp.isPending}
          className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-maroon-800 px-4 py-2 font-semibold text-white hover:bg-maroon-900 disabled:bg-stone-500"
        >
          <Mail className="h-4 w-4" aria-hidden="true" /> {signUp.isPending ? "Signing up..." : "Sign up"}
        </button>
        <p role="status" className="text-sm text-stone-800">
          {answer}
        </p>
        {signUp.isError && (
          <p role="alert" className="text-sm text-red-800">
            {describeError(signUp.error)}
          </p>
        )}
      </HookForm>
    </div>
  );
}
