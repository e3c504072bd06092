interface ChoiceOptionsConfig<TValue extends string> {
  /** What a person reads for each value; the value itself where there is none. */
  labels?: Readonly<Record<TValue, string>>;
  /** An empty first choice ("Select a branch") for a select that starts unset. */
  placeholder?: string;
}

/**
 * The options of a native select, in the values' order. Native selects keep mobile pickers and screen readers
 * on familiar ground.
 */
export function choiceOptions<TValue extends string>(
  values: readonly TValue[],
  { labels, placeholder }: ChoiceOptionsConfig<TValue> = {},
) {
  const choices = values.map((value) => (
    <option key={value} value={value}>
      {labels?.[value] ?? value}
    </option>
  ));
  if (placeholder === undefined) return choices;
  return [
    <option key="" value="">
      {placeholder}
    </option>,
    ...choices,
  ];
}
