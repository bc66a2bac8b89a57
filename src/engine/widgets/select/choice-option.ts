export type OptionKey = string | number;

/** One choice of a select: the value it stands for and the text shown. */
export interface ChoiceOption<V extends OptionKey = OptionKey> {
  value: V;
  label: string;
}

/** The options whose label holds `text` (any case); all of them for no text. */
export function matching<V extends OptionKey>(options: readonly ChoiceOption<V>[], text: string): ChoiceOption<V>[] {
  const wanted = text.trim().toLowerCase();
  return wanted ? options.filter((option) => option.label.toLowerCase().includes(wanted)) : [...options];
}
