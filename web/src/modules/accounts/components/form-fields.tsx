import {
  Button,
  NativeSelect,
  PasswordInput,
  TextInput,
  type ButtonProps,
  type NativeSelectProps,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { useFormContext } from 'react-hook-form';

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
