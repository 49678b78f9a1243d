/** FieldTemplate of a field whose visibility rule does not hold: the field is not rendered at all. */
export function HiddenFieldTemplate() {
  return null;
}
