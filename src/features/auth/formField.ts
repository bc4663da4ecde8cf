import type { FormikProps } from 'formik';

/** The TextField props that bind one formik field, with its message shown once touched. */
type BoundForm<Values> = Pick<FormikProps<Values>, 'values' | 'touched' | 'errors' | 'handleChange' | 'handleBlur'>;

export function formField<Values>(formik: BoundForm<Values>, name: keyof Values & string) {
  const touched = Boolean(formik.touched[name]);
  const error = formik.errors[name];
  const message = touched && typeof error === 'string' ? error : undefined;
  return {
    id: name,
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(message),
    helperText: message,
  };
}
