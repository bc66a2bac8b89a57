// Every schema-driven field is named by its schema label (issue 14, WCAG 4.1.2 / 1.3.1). Formily's
// FormItem draws the label as a <label> without `for`, which names no control, and a select's
// search box or a date picker's input has no id a label could point at anyway. So the engine gives
// the label to the control itself, here, once for the filter panel and the crud form alike.

/** Widgets that are a group of checkboxes or radios: the group carries the name. */
const GROUP_ROLES: Record<string, string> = {
  'Checkbox.Group': 'group',
  'Radio.Group': 'radiogroup',
  'checkbox-group': 'group',
  'radio-group': 'radiogroup',
};

/** The component props plus the accessible name (and a group role where the widget is a group). */
export function withAccessibleName(widget: string, props: Record<string, unknown>, label: string): Record<string, unknown> {
  const role = GROUP_ROLES[widget];
  return role ? { ...props, role, 'aria-label': label } : { ...props, 'aria-label': label };
}

/** The names of a two-input range (from, to): the label with ≥ and ≤, which read the same in both languages. */
export function rangeNames(label: string | undefined): [string | undefined, string | undefined] {
  return label ? [`${label} ≥`, `${label} ≤`] : [undefined, undefined];
}
