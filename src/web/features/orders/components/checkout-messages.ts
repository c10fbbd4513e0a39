/** The spec's toast reads 'Missing Information - …'; beside a field the first words are noise. */
export function inlineMessage(message: string | undefined): string | undefined {
  return message?.replace(/^Missing Information - /, "");
}
