import {
  Button,
  NativeSelect,
  NumberInput,
  PasswordInput,
  Select,
  TextInput,
  type ButtonProps,
  type NativeSelectProps,
  type NumberInputProps,
  type PasswordInputProps,
  type SelectProps,
  type TextInputProps,
} from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';

/**
 * Binds an input to a field of the surrounding form (react-hook-form's FormProvider) and hands it the field's
 * message. Mantine shows the message under the input and ties it to the input with aria-describedby.
 */
function useField(name: string) {
  const { register, getFieldState, formState } = useFormContext();
  return { ...register(name), error: getFieldState(name, formState).error?.message };
}

type FieldProps<Props> = Omit<Props, 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
  name: string;
};

export function TextField({ name, ...props }: FieldProps<TextInputProps>) {
  return <TextInput {...props} {...useField(name)} />;
}

export function PasswordField({ name, ...props }: FieldProps<PasswordInputProps>) {
  return <PasswordInput {...props} {...useField(name)} />;
}

/**
 * A number. The box gives a number, or text while it is empty or half typed: the field holds the number, or
 * `emptyValue` (null where the rule allows none; undefined where the rule then says the field is required).
 */
export function NumberField({
  name,
  emptyValue,
  ...props
}: FieldProps<NumberInputProps> & { emptyValue: null | undefined }) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ name });
  return (
    <NumberInput
      {...field}
      {...props}
      ref={ref}
      value={(value as number | null | undefined) ?? ''}
      onChange={(number) => onChange(typeof number === 'number' ? number : emptyValue)}
      error={fieldState.error?.message}
    />
  );
}

/** One entry chosen by its id (Mantine's Select speaks strings); none chosen is null. */
export function IdSelectField({ name, ...props }: FieldProps<SelectProps>) {
  const {
    field: { ref, value, onChange, ...field },
    fieldState,
  } = useController({ name });
  return (
    <Select
      {...field}
      {...props}
      ref={ref}
      value={value == null ? null : String(value as number)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      error={fieldState.error?.message}
    />
  );
}

/**
 * A choice from a fixed list. A native select: every browser, phone and screen reader knows how to work it. The
 * empty first entry keeps the choice unmade until the user makes it, so the required message can show.
 */
export function SelectField({
  name,
  options,
  placeholder,
  ...props
}: FieldProps<NativeSelectProps> & { options: readonly string[]; placeholder: string }) {
  return <NativeSelect {...props} {...useField(name)} data={[{ value: '', label: placeholder }, ...options]} />;
}

/** The form's submit button; it shows a loader while the form is being sent. */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'loading'> & { children: string }) {
  const { formState } = useFormContext();
  return <Button type="submit" loading={formState.isSubmitting} {...props} />;
}
