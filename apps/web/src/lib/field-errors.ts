/** A problem with one field, from the server's 400 answer (`data.errors`) or from a local schema check. */
interface FieldProblem {
  path: string | readonly PropertyKey[];
  message: string;
}

/** One message per field (the first), keyed by the field's top-level name, for showing under each input. */
export function toFieldErrors(problems: readonly FieldProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const name = String(typeof problem.path === 'string' ? problem.path.split('.')[0] : problem.path[0]);
    if (name && !(name in errors)) errors[name] = problem.message;
  }
  return errors;
}
