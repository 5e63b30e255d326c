/**
 * How every e-mail, notification and calendar invitation names a person: first and last name. A student
 * signed in with Google or LinkedIn may have no last name, so the spare space goes.
 */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
