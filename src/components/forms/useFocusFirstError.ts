import { useEffect, useRef } from 'react';

/** Focuses the form's first field (in page order) that has an error; nothing when none has. */
export function focusFirstError(form: HTMLFormElement | null, errors: object) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const { name } = element as HTMLInputElement;
    if (name && (errors as Record<string, unknown>)[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

interface SubmitState {
  submitCount: number;
  isSubmitting: boolean;
  errors: object;
}

/**
 * For a formik form: after a submit that validation refused, focus moves to the first field in
 * error, so keyboard and screen-reader users land on what to fix. Give the returned ref to the form.
 */
export function useFocusFirstError({ submitCount, isSubmitting, errors }: SubmitState) {
  const formRef = useRef<HTMLFormElement>(null);
  const handledSubmit = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    focusFirstError(formRef.current, errors);
  }, [submitCount, isSubmitting, errors]);
  return formRef;
}
