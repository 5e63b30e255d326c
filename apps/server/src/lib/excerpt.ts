/** How much of a long text (an update) the audit log shows to name it. */
export const AUDIT_EXCERPT_LENGTH = 60;

/** The start of a text, cut at AUDIT_EXCERPT_LENGTH characters with an ellipsis. */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > AUDIT_EXCERPT_LENGTH ? `${flat.slice(0, AUDIT_EXCERPT_LENGTH)}…` : flat;
}
