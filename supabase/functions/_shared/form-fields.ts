/**
 * A posted form's fields as one object: a name sent several times (a checkbox group) becomes a list. Read
 * the same way from a native post's body by the leads function and from the form itself by the boot script
 * (src/app/boot/early-forms.ts), which keeps what the browser posts in the JSON the site sends.
 */
export function formFields(posted: {
  keys(): Iterable<string>;
  getAll(name: string): unknown[];
}): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of new Set(posted.keys())) {
    const values = posted.getAll(name);
    fields[name] = values.length > 1 ? values : values[0];
  }
  return fields;
}
