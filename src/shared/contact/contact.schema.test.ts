import { describe, expect, it } from "vitest";
import { CHOOSE_SUBJECT_MESSAGE, ContactFormSchema, ContactRequestSchema } from "./contact.schema";

const valid = {
  firstName: "Tom",
  lastName: "Hughes",
  email: "tom@example.test",
  subject: "catering",
  message: "Hi",
};

/** The first message each schema gives for the input, or null when it accepts it. */
const messageOf = (schema: typeof ContactRequestSchema | typeof ContactFormSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "?");
};

describe("the contact form refuses what the server refuses, with the same message (issue 26)", () => {
  it.each([
    ["a control character in a name", { ...valid, firstName: "To\u0007m" }],
    ["a line break in a name", { ...valid, lastName: "Hu\nghes" }],
    ["an email over 255 characters", { ...valid, email: `${"a".repeat(250)}@example.test` }],
    ["an empty message", { ...valid, message: "  " }],
    ["a name over 50 characters", { ...valid, firstName: "x".repeat(51) }],
    ["a subject not listed", { ...valid, subject: "complaint" }],
  ])("%s", (_what, input) => {
    const server = messageOf(ContactRequestSchema, input);
    expect(server).not.toBeNull();
    expect(messageOf(ContactFormSchema, input)).toBe(server);
  });

  it("starts with no subject, and asks for one; its output is the server's input as it is", () => {
    expect(messageOf(ContactFormSchema, { ...valid, subject: "" })).toBe(CHOOSE_SUBJECT_MESSAGE);
    const parsed = ContactFormSchema.parse(valid);
    expect(ContactRequestSchema.parse(parsed)).toEqual(parsed);
  });
});
