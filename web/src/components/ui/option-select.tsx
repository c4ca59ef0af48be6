import { NativeSelect } from './chakra/native-select';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface OptionSelectProps extends Omit<NativeSelect.FieldProps, 'value' | 'onChange' | 'children' | 'width' | 'w'> {
  value: string;
  /** The chosen option's value. */
  onValueChange: (value: string) => void;
  options: ReadonlyArray<SelectOption>;
  size?: NativeSelect.RootProps['size'];
  /** The width of the whole select (its root, which holds the select and its arrow). */
  width?: NativeSelect.RootProps['width'];
  /** Set on the root, which hands them to the select and its arrow (a surrounding FormField's win). */
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * A native select of plain options, controlled by a string value. Every form drew the same
 * NativeSelect root, field, options and arrow by hand; this is that markup once. The rest of the
 * props (aria-label, id, title, data-testid...) go to the `<select>`, which a surrounding FormField
 * labels as before (Field.Root gives it its id, the label's `for`).
 */
export function OptionSelect({ value, onValueChange, options, size, width, disabled, invalid, ...fieldProps }: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size} width={width} disabled={disabled} invalid={invalid}>
      <NativeSelect.Field {...fieldProps} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
