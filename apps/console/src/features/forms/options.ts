import type { DropdownOption } from '@switchboard/ui';

/**
 * The options with the saved value added on top when they do not name it (not loaded yet, or an
 * alias the list lacks), so it still shows and stays choosable.
 */
export function withCurrentOption(
  options: DropdownOption<string>[],
  current: string | null | undefined,
): DropdownOption<string>[] {
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: current });
  }
  return options;
}
